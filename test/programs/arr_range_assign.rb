# a[range] = v replaces what the range selects (reaching past the end, or
# empty) with v's elements or v; starting before the beginning is RangeError.
a = [1,2,3,4]
a[1..2] = 9
p a
a[5..6] = [7, 8]
p a
a[0...0] = [:x, :y]
p a
a[-2..] = []
p a
b = [1, 2]
b[1..] = [3, 4, 5]
p b
begin
  b[-9..1] = 1
rescue RangeError => e
  p e
end
b[1..0] = :z
p b
