# String#[]= with an index, start and length, a Range and a substring; UTF-8 characters; IndexError
s = "hello world"
s[0] = "J"
p s
s[0, 5] = "Howdy"
p s
s[-5..-1] = "there"
p s
s["there"] = "you"
p s
s[3, 100] = "!"
p s
t = "añb"
t[1] = "n"
p t
t[0, 0] = "é"
p t, t.length
u = "abc"
u[3, 0] = "d"
p u
begin
  u[10] = "x"
rescue IndexError => e
  p e.message
end
begin
  u["zz"] = "x"
rescue IndexError => e
  p e.message
end
begin
  u[1, -1] = "x"
rescue IndexError => e
  p e.message
end
v = "x" * 3
v[1] = 5.to_s
p v
