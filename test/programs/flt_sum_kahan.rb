# Array#sum of floats uses Kahan-Babuska compensation; a plain += loop does not.
tenths = Array.new(10) { 0.1 }
p tenths.sum
acc = 0.0
tenths.each { |x| acc += x }
p acc
p [0.1, 0.2, 0.3].sum, 0.1 + 0.2 + 0.3
p [1, 0.1, 0.2].sum, [0.1, 1, 0.2].sum, [1, 2, 3].sum, [1, 2, 3.0].sum
p [3.0, 1e100, -1e100].sum, 3.0 + 1e100 - 1e100
p [].sum, [0.0].sum, [1.5].sum, [2 ** 70, 0.5].sum
p (1..10).sum { |i| i / 10.0 }, Array.new(100) { 0.01 }.sum
p tenths.inject(0) { |s, x| s + x }, tenths.inject { |s, x| s + x }
p tenths.sum(1), [0.1, 0.2].sum(0.0), [0.5, 0.25].sum(10)
thirds = Array.new(3) { 1 / 3.0 }
p thirds.sum, thirds.sum == 1.0
p [1e308, 1e308].sum, [1e308 * 10, 1.0].sum
nums = [2.5, 3.5, 4.0, 1.0]
avg = nums.sum / nums.length
p avg, nums.sum / nums.length.to_f
ints = [1, 2, 4]
p ints.sum / ints.length, ints.sum / ints.length.to_f, ints.sum.to_f / ints.size
