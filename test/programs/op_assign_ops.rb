# Every operator-assignment form on local variables.
a = 10
a += 5
p a
a -= 3
p a
a *= 4
p a
a /= 5
p a
a %= 4
p a
a = 3
a **= 3
p a
a <<= 2
p a
a >>= 3
p a
a &= 6
p a
a |= 9
p a
a ^= 5
p a
s = "ab"
s += "cd"
p s
s *= 2
p s
arr = [1]
arr += [2, 3]
p arr
n = -7
n /= 2
p n
n = -7
n %= 3
p n
x = 1
y = (x += 1) * 10
p x
p y
i = 0
total = 0
while i < 5
  i += 1
  total += i * i
end
p total
