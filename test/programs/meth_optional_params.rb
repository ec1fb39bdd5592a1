# Optional parameters with default expressions, including defaults that use earlier params.
def greet(name, greeting = "Hello")
  "#{greeting}, #{name}!"
end
p greet("Ann")
p greet("Bob", "Hi")
def range_sum(from, to = from + 10, step = 1)
  total = 0
  i = from
  while i <= to
    total += i
    i += step
  end
  total
end
p range_sum(1)
p range_sum(1, 4)
p range_sum(0, 10, 5)
def box(w, h = w, d = w * h)
  [w, h, d]
end
p box(2)
p box(2, 3)
p box(2, 3, 4)
def all_optional(a = 1, b = a + 1, c = a + b)
  [a, b, c]
end
p all_optional
p all_optional()
p all_optional(10)
p all_optional(10, 20)
p all_optional(10, 20, 30)
def counter_default(list = [])
  list << list.length
  list
end
p counter_default
p counter_default
shared = [9]
p counter_default(shared)
p counter_default(shared)
def side_default(x, y = (puts "default evaluated"; x * 2))
  x + y
end
p side_default(1)
p side_default(1, 1)
def nil_default(v = nil)
  v.nil? ? "none" : v
end
p nil_default
p nil_default("some")
def const_default(n = LIMIT)
  n
end
LIMIT = 42
p const_default
p const_default(7)
def call_default(x = helper_value)
  x + 1
end
def helper_value
  100
end
p call_default
