# A bare name is a method call until a local with that name is assigned.
def value
  "method"
end
p value
p value()
value = "local"
p value
p value()
def count
  3
end
p count + 1
count = 10
p count + 1
p count() + 1
def x
  "x method"
end
def show_x
  x
end
x = "x local"
p x
p show_x
def shadow(value)
  value
end
p shadow("param")
def uses_method_inside
  value
end
p uses_method_inside
