# Array#count with no argument, with an argument (== comparison) and with a block.
a = [1, 2, 2, 3, 2, nil, false]
p a.count
p a.count(2)
p a.count(nil)
p a.count(false)
p a.count(9)
p a.count { |x| x }
p a.count { |x| x == 2 || x == 3 }
p a.count { |x| !x }
p [].count
p [].count(1)
p [].count { |x| true }
words = ["a", "bb", "a", "ccc"]
p words.count("a")
p words.count { |w| w.length > 1 }
p [[1, 2], [1, 2], [2, 1]].count([1, 2])
p [1, 2, 3, 4, 5, 6].count { |x| x.even? }
p [3, 6].count { |x| nil }
seen = 0
p [1, 2, 3].count { |x| seen += x; true }
p seen
