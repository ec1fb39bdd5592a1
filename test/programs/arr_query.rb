# length size empty? first last include? index on arrays.
a = [5, 3, 8, 3, nil, "x"]
p a.length
p a.size
p a.empty?
p [].empty?
p [nil].empty?
p a.first
p a.last
p a.include?(8)
p a.include?(9)
p a.include?(nil)
p a.include?("x")
p a.include?("y")
p a.index(3)
p a.index(nil)
p a.index("x")
p a.index(42)
p [[1], [2]].include?([2])
p [[1], [2]].index([2])
p [1, 2].include?("1")
p [].index(1)
p ["a", "b"].index("b")
