# The not keyword: lower precedence than comparison, usable in conditions and assignments.
x = 5
if not x == 3
  puts "x is not 3"
end
unless not x == 5
  puts "double negative"
end
puts "not nil" if not nil
r = (not x > 10)
p r
s = (not "str")
p s
while not x == 0
  x -= 1
end
p x
p((not false and not nil))
p((not true or not false))
y = not(x.zero?)
p y
