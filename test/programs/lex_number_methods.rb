# Methods called directly on integer literals of every form.
p 10.to_s(2)
p 0x10.to_s(2)
p 0b1111.to_s(16)
p 0o777.to_s(8)
p 017.to_s
p 1_000.succ
p 5.pred
p 0.zero?
p 7.odd?
p 100.to_s.length
p 255.to_s(16).upcase
p 3.abs
p 12.inspect
p "#{0xff}"
p [0b1, 0o1, 01, 0x1, 1]
