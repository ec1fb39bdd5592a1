# Array#find and #detect, Range#find and Hash#find with a block: the first element the
# block accepts, or nil.
a = [3, 8, 12, 5, 20]
p a.find { |x| x > 10 }
p a.detect { |x| x > 10 }
p a.find { |x| x > 100 }
p [].find { |x| true }
p [nil, false, 0].find { |x| x.nil? }
table = [["a", 0.27], ["c", 0.39], ["g", 0.51], ["t", 1.0]]
[0.1, 0.3, 0.5, 0.9].each { |r| print table.find { |v| v[1] > r }[0] }
puts
p (1..10).find { |i| i * i > 30 }
p (1..3).detect { |i| i > 5 }
h = { "x" => 1, "y" => 2, "z" => 3 }
p h.find { |k, v| v > 1 }
p h.detect { |k, v| k == "z" }
p h.find { |k, v| v > 9 }
