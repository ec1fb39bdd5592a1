# The Enumerable methods of ranges: map, select, reject, inject, sum, count, any?, all?.
p (1..5).map { |x| x * x }
p (1..10).select { |x| x % 3 == 0 }
p (1..10).reject { |x| x.odd? }
p (1..5).inject { |a, b| a * b }
p (1..5).inject(100) { |a, b| a - b }
p (1..5).reduce(:+), (1..4).inject(2, :*)
p (1..100).sum, (1...1).sum, (1..3).sum { |x| x * 10 }
p (1..10).count, (1..10).count(4), (1..10).count { |x| x > 7 }
p (1..5).any? { |x| x > 4 }, (1..5).all? { |x| x > 0 }, (1..0).any?, (1..0).all?
p (1..6).map { |x| x * 2 }.select { |x| x > 5 }.inject(0) { |a, x| a + x }
