# The conditional operator ? : including nesting, right associativity and as an argument.
x = 5
p x > 3 ? "big" : "small"
p x > 10 ? "huge" : x > 3 ? "big" : "small"
p x > 10 ? "huge" : (x > 7 ? "big" : "small")
p (x.even? ? "even" : "odd")
y = x == 5 ? 100 : 200
p y
z = nil ? 1 : 2
p z
z = 0 ? 1 : 2
p z
def sign(n)
  n > 0 ? 1 : n < 0 ? -1 : 0
end
p sign(7)
p sign(-7)
p sign(0)
puts x < 0 ? "negative" : "non-negative"
a = x > 1 ? x * 2 : x - 2
p a
b = true ? false ? 1 : 2 : 3
p b
c = (x > 3 ? x : 0) + 1
p c
d = x > 3 ?
  "multi-line yes" :
  "multi-line no"
p d
m = 3
n = 9
p m > n ? m : n
