# Math's functions and constants, Float's constants.
p Math::PI, Math::E
p Math.sin(1.0), Math.cos(0), Math.tan(0.5), Math.atan(1)
p Math.atan2(1, 2), Math.atan2(-0.0, -1)
p Math.exp(1), Math.exp(0.5)
p Math.log(8), Math.log(8, 2), Math.log(0.0), Math.log2(8), Math.log10(1000)
p Float::INFINITY, -Float::INFINITY, Float::EPSILON, Float::MAX, Float::MIN
p Float::NAN.nan?
p 1.0 / 0 == Float::INFINITY
sum = 0.0
1.upto(2000) { |k| sum += Math.sin(k) / k }
p sum
p 10**400 > Float::INFINITY
Math.log(-2)
