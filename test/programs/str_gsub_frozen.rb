# frozen_string_literal: true
# sub and gsub on frozen literals make new, unfrozen Strings; the receiver stays as it was
s = "a-b-c"
t = s.gsub("-", "+")
p t, t.frozen?, s.frozen?
t << "!"
p t
u = s.sub("-") { |m| m + m }
p u, u.frozen?
p s
v = "#{s}!"
p v.frozen?
p "x".equal?("x")
