# inject/reduce given a symbol (:+, :*, :-) with and without an initial value.
a = [1, 2, 3, 4, 5]
p a.inject(:+)
p a.inject(:*)
p a.reduce(:-)
p a.reduce(1, :*)
p a.inject(100, :+)
p a.inject(100, :-)
p [].inject(:+)
p [].inject(0, :+)
p [].reduce(1, :*)
p ["x", "y", "z"].inject(:+)
p [[1], [2, 3]].inject(:+)
p [9].inject(:*)
fact = 1
1.upto(22) { |i| fact *= i }
p fact == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].inject(:*)
p [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2].inject(:*)
