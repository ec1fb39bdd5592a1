# round with a positive digits argument.
p 3.14159.round(2), 3.14159.round(4), 3.14159.round(0), 3.14159.round(5)
p 2.675.round(2), 1.005.round(2), 0.125.round(2), 0.375.round(2)
p 1.15.round(1), 1.25.round(1), 1.35.round(1), -1.25.round(1), -1.35.round(1)
p 10.0.round(2), 123.456.round(1), 123.456.round(10), 0.1.round(20)
p (0.1 + 0.2).round(2), (1 / 3.0).round(5), (2 / 3.0).round(5), (2 / 3.0).round(15)
p 1234.5678.round(3), -1234.5678.round(2), 1e-10.round(5), 1e-10.round(12)
p 12345678.987654321.round(6), 1e20.round(2), 5e-324.round(2)
p 0.5.round(1), 2.5.round(0), 2.5.round
x = 0.0
10.times { |i| x += 0.123 }
p x, x.round(3), x.round(1)
p (1..5).map { |i| (i / 7.0).round(3) }
