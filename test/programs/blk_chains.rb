# Chains of block methods: map, select, reject, inject, sum, sort_by, count applied one after another.
a = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
p a.map { |x| x * x }.select { |x| x.even? }.inject { |s, x| s + x }
p a.select { |x| x % 3 == 0 }.map { |x| x + 1 }
p a.reject { |x| x < 5 }.map { |x| x.to_s }.inject { |s, x| s + x }
p a.map { |x| x * 2 }.reject { |x| x > 10 }.sum
p a.sort_by { |x| -x }.select { |x| x.odd? }.map { |x| x * 100 }
p a.map { |x| x % 4 }.count { |x| x == 0 }
p a.select { |x| x > 100 }.map { |x| x * 2 }.inject(0) { |s, x| s + x }
r = a
  .map { |x| x + 1 }
  .select { |x| x.even? }
  .sum { |x| x * 10 }
p r
words = ["the", "quick", "brown", "fox", "jumps"]
p words.map { |w| w.upcase }.select { |w| w.length > 3 }.sort_by { |w| w }.join(",")
p words.map { |w| w.length }.inject(:+)
p words.sort_by { |w| w.length * 10 + words.index(w) }.first
p Array.new(4) { |i| i + 1 }.map { |x| x * x }.reverse
total = 0
a.select { |x| x.odd? }.each { |x| total += x }
p total
p [[1, 2], [3, 4], [5, 6]].map { |x, y| x + y }.select { |s| s > 3 }.map { |s| [s, s * s] }
