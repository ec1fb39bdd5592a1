# String#slice! with an index, a start and length, a Range and a String: the part removed
# is returned and the receiver shrinks; nil where [] gives nil; multi-byte characters.
s = "héllo world"
p s.slice!(1, 2), s
p s.slice!(0), s
p s.slice!(-3, 2), s
p s.slice!(2..4), s
p s.slice!("o"), s
p s.slice!("zz"), s
p s.slice!(20, 1), s
p s.slice!(s.length, 1), s
t = "ABCDEFGHIJ" * 3
t.slice!(25, 10)
p t
f = "frozen".freeze
begin
  f.slice!(9, 1)
rescue FrozenError => e
  p e.message
end
