# Float#round(n) of numbers too small for n digits gives a positive zero,
# whatever their sign (CRuby's float_round_underflow), while one that
# rounds to zero through the digits keeps its sign.
p((-1.5e-3).round(1))
p((-0.0001).round(2))
p((-1e-5).round(1))
p((1e-5).round(1))
p((-0.04).round(1))
p((-0.0).round(1))
p((0.0).round(3))
p((-0.05).round(1))
p((123456789.123456789).round(10))
p((1.23456789e-7).round(20))
p((-2.5e-300).round(5))
p((2.675).round(2))
