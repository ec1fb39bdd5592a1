# frozen_string_literal: true
# the magic comment freezes literals: << raises FrozenError, dup thaws, interpolation stays mutable
a = "abc"
p a.frozen?
b = "abc"
p a.equal?(b)
c = a.dup
c << "d"
p c, c.frozen?
d = "x#{1}y"
p d.frozen?
d << "z"
p d
f = a.clone
p f.frozen?
def m
  "in method"
end
p m.frozen?
s = "s".dup
s.freeze
p s.frozen?
a << "!"
