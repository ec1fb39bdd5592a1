# Array#shift as a queue: shifting from the front, then pushing and unshifting and inserting after it
a = (1..10).to_a
p a.shift, a.shift(3), a
a.push(11, 12)
p a, a.size
b = []
1000.times { |i| b.push(i); b.shift if b.size > 3 }
p b
c = [1, 2, 3]
c.shift
c.unshift(0)
p c
d = (1..5).to_a
d.shift(2)
d << 6
d.insert(1, :x)
p d, d.first, d.last
e = [1]
p e.shift, e.shift, e
e << 5
p e
