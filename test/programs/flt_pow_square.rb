# Float ** 2 (the Integer) is x * x in CRuby, which can differ from
# pow(x, 2.0) in the last bit; ** 2.0 and other exponents are pow.
x = 3.75 / 10.0 - 1.0e-10 * 3.0e-2
p x ** 2
p x ** 2.0
p x * x
y = 0.1
40.times do |i|
  v = y + i * 0.37
  p [v ** 2, v ** 2.0, v ** 3, v ** -2, v ** 0.5]
end
p 2.0 ** 2, -1.5 ** 2, (-1.5) ** 2
p 2 ** 0.5, 3 ** 2.0
z = 1.0e200
p z ** 2
