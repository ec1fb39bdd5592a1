# Floats produced in blocks and integer ranges, stored in arrays and interpolated.
p (1..10).map { |i| i / 4.0 }
p (1...5).map { |i| i * 0.1 }
st = []
(0..4).step(2) { |i| st << i * 1.5 }
p st
p (1..5).to_a.map { |i| 1.0 / i }
p (1..4).sum { |i| i * 0.25 }, (1..100).sum / 100.0
p (1..10).select { |i| (i / 3.0).round == i / 3 }
p (1..5).include?(3), (1..5).include?(6), (1...5).include?(5)
1.step(2, 0.25) { |x| print x, " " }
puts
3.downto(1) { |i| print i / 2.0, " " }
puts
vals = []
5.times { |i| vals << i * 0.5 - 1 }
p vals, vals.any? { |v| v > 0.9 }, vals.all? { |v| v >= -1.0 }, vals.count { |v| v.zero? }
vals.each_with_index { |v, i| puts "#{i} -> #{v} (#{v.abs})" }
total = vals.reduce(0.0) { |a, b| a + b * b }
p total, vals.reject { |v| v < 0 }
temps_c = [-40, 0, 37, 100]
temps_c.each { |c| puts "#{c}C = #{c * 9 / 5.0 + 32}F" }
half = (1..4).map { |i| i.to_f / 2 }
p half
