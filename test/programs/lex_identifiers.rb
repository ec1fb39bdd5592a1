# Identifier forms: underscores, digits, camel case, ? and ! method names, constants.
_x = 1
x_1 = 2
camelCase = 3
a1b2 = 4
_ = 5
p _x, x_1, camelCase, a1b2, _
def ready?
  true
end
def shout!(s)
  s.upcase
end
def _helper
  "helper"
end
def value2
  22
end
p ready?
p shout!("hi")
p _helper
p value2
MAX = 10
Min_Value = 1
ALPHA_2 = "a2"
p MAX, Min_Value, ALPHA_2
p MAX - Min_Value
nilly = nil
truthy = true
p nilly, truthy
if_x = "not a keyword"
end_y = "also fine"
p if_x, end_y
p ready? ? "yes" : "no"
