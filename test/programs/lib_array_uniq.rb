# Array#uniq and Array#uniq! without a block: first occurrence kept, eql? semantics
# (1 and 1.0 differ), uniq! returns nil when nothing was removed.
p [1, 2, 2, 3, 1, 4, 3].uniq
p [].uniq
p [7].uniq
p [5, 5, 5, 5].uniq
p [3, 2, 1].uniq
p [1, 1.0, 1, 1.0].uniq
p [0, -0.0, 0.0, 0].uniq
p ["a", "b", "a", "A", "b"].uniq
p ["", "", " "].uniq
p [:a, "a", :a, "a"].uniq
p [nil, false, nil, true, false].uniq
p [[1, 2], [2, 1], [1, 2], []].uniq
p [[], [], [[]], [[]]].uniq
p [[1, [2]], [1, [2]], [1, [3]]].uniq
a = [4, 4, 2, 4]
b = a.uniq
p a
p b
b << 9
p a
p b
c = [1, 2, 3, 2, 1]
r = c.uniq!
p r
p c
r = c.uniq!
p r
p c
d = []
p d.uniq!
p d
e = [8]
p e.uniq!
e = ["x", "x"]
p e.uniq!
p e
f = [1.0, 1, 2.0, 2]
p f.uniq!
p f
g = [[1], [1], [1]]
p g.uniq!
p g
h = [nil, nil]
p h.uniq!
p h
def count_distinct(arr)
  arr.uniq.length
end
p count_distinct([1, 2, 1, 3, 2])
p count_distinct([])
p count_distinct(["q", "q"])
rows = [[3, 1, 3], [2, 2], [], [9, 8, 7]]
rows.each do |row|
  copy = row.uniq
  changed = row.uniq!
  if changed
    puts "#{copy.inspect} changed -> #{row.inspect}"
  else
    puts "#{copy.inspect} unchanged (#{changed.inspect})"
  end
end
words = ["to", "be", "or", "not", "to", "be"]
puts words.uniq.join(" ")
p words.uniq.uniq
