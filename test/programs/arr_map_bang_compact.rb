# map!/collect! in place, compact/compact!, Array.new copying an Array, nil.to_i and nil.to_a
a = [1, 2, 3]
p a.map! { |x| x * 10 }, a
b = ["a", "b"]
b.collect! { |s| s.upcase }
p b
c = [1, nil, 2, nil]
p c.compact, c
p c.compact!, c
p c.compact!
d = Array.new(c)
d << 9
p c, d
p Array.new(2, 0), Array.new(3) { |i| i * i }, Array.new
p nil.to_i, nil.to_a
p [*nil, 1]
