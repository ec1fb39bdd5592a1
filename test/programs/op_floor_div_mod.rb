# Integer / and % floor toward negative infinity, with every sign combination.
p 7 / 2
p -7 / 2
p 7 / -2
p -7 / -2
p 7 % 3
p -7 % 3
p 7 % -3
p -7 % -3
p 6 / 3
p -6 / 3
p 6 % -3
p -6 % 3
p 0 / 5
p 0 % -5
p 1 / 3
p -1 / 3
p 1 % 3
p -1 % 3
p 100 / 7
p -100 / 7
p 100 % 7
p -100 % 7
a = -17
b = 5
q = a / b
r = a % b
p q
p r
p q * b + r == a
a = 17
b = -5
q = a / b
r = a % b
p q
p r
p q * b + r == a
n = -20
while n <= 20
  print n, " ", n / 6, " ", n % 6, " ", n / -6, " ", n % -6, "\n"
  n += 5
end
