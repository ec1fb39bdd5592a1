# && and || short-circuit and return the deciding operand, not a boolean.
p 1 && 2
p nil && 2
p false && 2
p 1 || 2
p nil || 2
p false || nil
p nil || false
p nil && false
p 0 && "zero is truthy"
p "" || "empty string is truthy"
p [] && "empty array is truthy"
p 1 && 2 && 3
p 1 && nil && 3
p nil || false || 3
p nil || 1 && 2
p (nil || 1) && 2
p false && 1 || 2
def side(name, value)
  puts "eval #{name}"
  value
end
r = side("a", nil) && side("b", 1)
p r
r = side("a", 1) && side("b", 2)
p r
r = side("a", 1) || side("b", 2)
p r
r = side("a", false) || side("b", 2)
p r
r = side("a", nil) || side("b", false) || side("c", "c")
p r
x = nil
y = x || "default"
p y
z = x && x.length
p z
s = "abc"
n = s && s.length
p n
p !(1 && nil)
p !1 || !nil
