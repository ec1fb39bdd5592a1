# character counts and indexes of Strings that start 7-bit and gain multibyte characters by <<, and the reverse
s = "abc"
p s.size, s[1], s[-1], s[1, 5], s.index("c")
s << "é"
p s.size, s[3], s[-1], s[2, 2], s.index("é"), s[1..3]
t = "xé"
p t.size
t << "abc"
p t.size, t[2], t.index("b")
u = ""
p u.size
u << "q"
p u.size, u[0]
u << "ü"
p u.size, u[1]
