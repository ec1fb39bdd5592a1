# Math.sqrt of integers, floats, big integers and special values.
p Math.sqrt(4), Math.sqrt(2), Math.sqrt(2.0), Math.sqrt(0), Math.sqrt(0.25)
p Math.sqrt(1e100), Math.sqrt(1e-100), Math.sqrt(10 ** 20), Math.sqrt(2 ** 80)
p Math.sqrt(-0.0), Math.sqrt(1e308 * 10), Math.sqrt(0.0 / 0.0).nan?
p Math.sqrt(16).to_i, Math.sqrt(17).floor, Math.sqrt(99).ceil
p Math.sqrt(2) * Math.sqrt(2), Math.sqrt(2) ** 2 == 2
(1..10).each { |i| print Math.sqrt(i), " " }
puts
def hyp(a, b)
  Math.sqrt(a * a + b * b)
end
p hyp(3, 4), hyp(1, 1), hyp(0.3, 0.4), hyp(5.0, 12)
perfect = (1..50).select { |n| r = Math.sqrt(n).to_i; r * r == n }
p perfect
