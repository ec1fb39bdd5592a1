# JIT hazard: hot `/` and `%` whose operand signs flip after warm-up; Ruby floors toward negative infinity, unlike a machine divide.
qs = 0
rs = 0
i = 0
while i < 12000
  a = i < 6000 ? i * 7 + 3 : -(i * 7 + 3)
  b = i < 9000 ? (i % 13) + 1 : -((i % 13) + 1)
  qs += a / b
  rs += a % b
  if i % 1500 == 0 || i == 6000 || i == 9000
    puts "#{a} / #{b} = #{a / b}, #{a} % #{b} = #{a % b}"
  end
  i += 1
end
p qs
p rs
t = 0
i = -3000
while i < 3000
  t += i / 4 + i % 4 + i / -3 + i % -3
  i += 1
end
p t
p -7 / 2, -7 % 2, 7 / -2, 7 % -2, -7 / -2, -7 % -2, -1 / 100, -1 % 100
d = 0
i = 1
while i < 4000
  d += 4611686018427387903 / i - (-4611686018427387904 / i) % 1000
  d %= 1000000007
  i += 1
end
p d
