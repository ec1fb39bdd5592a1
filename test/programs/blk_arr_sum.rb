# Array#sum without a block, with a block, with an initial value, and with both.
a = [1, 2, 3, 4]
p a.sum
p a.sum(10)
p a.sum { |x| x * x }
p a.sum(100) { |x| x * 2 }
p [].sum
p [].sum(7)
p [].sum { |x| x * 1000 }
p [].sum(3) { |x| x }
p [-5, 5].sum
p ["ab", "cd"].sum("")
p ["ab", "cd"].sum("<") { |s| s.upcase }
p [[1, 2], [3]].sum([])
p ["a", "bb", "ccc"].sum { |s| s.length }
p [1, 2, 3].sum { |x| x.even? ? x : 0 }
p [[1, 2], [3, 4]].sum { |a, b| a * b }
p [4611686018427387903, 4611686018427387903, 10].sum
p [1, 2, 3].sum { |x| x * 3074457345618258602 }
