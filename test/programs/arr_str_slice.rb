# slice is [], slice! removes what [] would read: by index, start and length,
# or Range, for Arrays and Strings; out of bounds, nil and nothing removed.
a = [1, 2, 3, 4, 5]
p a.slice(1), a.slice(1, 2), a.slice(1..2), a.slice(-2, 5), a.slice(9)
b = a.dup
p b.slice!(1), b
b = a.dup
p b.slice!(1, 2), b
b = a.dup
p b.slice!(1..2), b
s = "hello world"
p s.slice(1), s.slice(1, 3), s.slice(1..3), s.slice(-5, 5), s.slice(20), s.slice("wor"), s.slice("xyz")
t = s.dup
p t.slice!(0, 6), t
t = s.dup
p t.slice!(1), t
t = s.dup
p t.slice!(2..4), t
t = s.dup
p t.slice!("world"), t
b = a.dup
p b.slice!(7..9), b.slice!(5..9), b.slice!(-9..1), b.slice!(2...-1), b
t = s.dup
p t.slice!(30..31), t.slice!(11..12), t
