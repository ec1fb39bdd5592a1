# Float#to_i of Infinity raises FloatDomainError.
big = 1e308
p big.to_i.to_s.length
inf = big * 10
p inf
p inf.to_i
puts "not reached"
