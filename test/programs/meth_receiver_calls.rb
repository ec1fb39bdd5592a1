# Calls with an explicit receiver, with and without parentheses, chained.
s = "Hello"
p s.length
p s.upcase()
p s.include? "ell"
p s.start_with?("He")
p s.index "l"
p s.upcase.reverse.downcase
a = [3, 1, 2]
a.push 4
a.push(5)
p a
p a.sort.reverse.first
p a.join "-"
p a.include? 4
p 10.to_s(2).length
p -5.abs.succ
p 5.pred.pred.even?
p "abc".reverse.upcase.length.to_s
p [1, 2, 3].reverse.join.to_i + 1
p nil.to_s.empty?
p [[1, 2], [3]].first.last
