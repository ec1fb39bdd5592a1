# strip, lstrip and rstrip; min and max with a count or a block; minmax,
# reverse_each, rindex, values_at and clear.
p "  hi there \t\n".strip, "\0 x \0".strip, "\n\tx".lstrip, "x \v\f\r ".rstrip, "".strip, "abc".strip
a = [5, 3, 8, 1, 8]
p a.max(2), a.min(2), a.max(0), [].max(3), a.max { |x, y| (x % 4) <=> (y % 4) }, a.min(2) { |x, y| y <=> x }
p a.minmax, [].minmax, %w[b a c].minmax, a.max(9)
begin
  a.max(-1)
rescue ArgumentError => e
  p e.message
end
begin
  [1, :a].max { |x, y| nil }
rescue ArgumentError => e
  p e.message
end
r = []
a.reverse_each { |x| r << x }
p r
b = [1, 2, 3, 4]
b.reverse_each { |x| r << x; b.clear if x == 3 }
p r, a.rindex(8), a.rindex(9), a.rindex { |x| x < 5 }
p a.values_at(0, 2, 9, -1), a.values_at(1..3), a.values_at(3..7), a.values_at(-2..), a.values_at
p [1, 2].reverse_each { }, %w[x y z].rindex("x")
