# Integer arithmetic checked through identities in loops (no overflow, all exact).
n = 1
sum = 0
sq = 0
cube = 0
while n <= 100
  sum += n
  sq += n * n
  cube += n ** 3
  n += 1
end
p sum
p sum == 100 * 101 / 2
p sq
p sq == 100 * 101 * 201 / 6
p cube
p cube == sum * sum
x = 12345
digits = 0
t = x
while t > 0
  digits += 1
  t /= 10
end
p digits
p x.to_s.length == digits
a = 0b1011_0110
p (a & 0xF) | (a & 0xF0) == a
p (a ^ a) == 0
p ~~a == a
p -a == ~a + 1
p (a << 3) >> 3 == a
i = -10
good = true
while i <= 10
  good = false if i.abs != (i < 0 ? -i : i)
  good = false if i.succ.pred != i
  good = false if i.even? == i.odd?
  i += 1
end
p good
