# Range literals: inclusive and exclusive, printed, compared and converted.
r = 1..5
e = 1...5
p r, e
puts r, e
puts "range #{r} and #{e}"
p r.to_a, e.to_a, (3..1).to_a, (0...0).to_a
p r.size, e.size, (5..1).size, (-3..3).size
p r.first, r.last, e.last, r.begin, e.end, r.exclude_end?, e.exclude_end?
p r == (1..5), r == e, r == [1, 2, 3, 4, 5]
p [1..2, 3...4]
big = 4611686018427387900..4611686018427387905
p big.size, big.to_a.last
