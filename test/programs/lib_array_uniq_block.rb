# Array#uniq and uniq! with a block: first element of each block value kept, values compared as Hash keys, frozen receivers.
p [1, 2, 3, 4].uniq { |x| x % 2 }
p [].uniq { |x| x }
p %w[apple avocado banana blueberry cherry].uniq { |s| s[0] }
p [1, 1.0, 2, 2.0].uniq { |x| x }
p [[1, 2], [1, 3], [2, 2]].uniq { |a| a.first }
p [1, 2, 3].uniq { nil }
a = [1, 2, 3, 4, 5]
p a.uniq! { |x| x % 3 }
p a
p a.uniq! { |x| x }
p a
b = [3, 1, 3].freeze
p b.uniq { |x| x }
begin
  b.uniq! { |x| x }
rescue => e
  p e.class, e.message
end
begin
  [1, 2].freeze.uniq!
rescue => e
  p e.class
end
calls = []
p [5, 6, 7].uniq { |x| calls << x; 0 }
p calls
total = 0
i = 0
while i < 3000
  total += [i, i + 1, i + 2, i + 3].uniq { |x| x / 2 }.size
  i += 1
end
p total
