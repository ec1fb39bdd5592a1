# %.Nf rounds as CRuby does, including values whose shortest digits end in 5.
prices = [2.675, 1.005, 0.125, 1.115, 0.045, 12.345, 12.355, 99.995, 0.05, 2.45, 19.99, 100.0]
prices.each { |x| puts format("%.2f %.1f %.0f", x, x, x) }
total = prices.sum
puts format("total %.2f, average %.3f", total, total / prices.length)
(1..5).each { |i| puts format("%2d: %6.2f", i, i * 1.1) }
puts format("%.6f", 1.0 / 3)
puts format("%e", 12345.678)
