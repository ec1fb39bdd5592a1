# Bignum: bignums as default arguments, in ||= and &&=, && / || results, ternaries, if values, Array.new fills, index op-assign in a hot loop, a bignum loop bound, and array methods.
def f(x = 2 ** 70, y = x * 2)
  [x, y]
end
p f
p f(3)
p f(2 ** 80)
p !(2 ** 70)
p (2 ** 70) && 5
p nil || 2 ** 70
p false || -(2 ** 70)
x = nil
x ||= 2 ** 66
p x
x &&= x + 1
p x
a = Array.new(5, 0)
i = 0
while i < 200
  a[i % 5] += 2 ** 61
  i += 1
end
p a
n = 2 ** 62 + 100
c = 2 ** 62
k = 0
while c < n
  c += 1
  k += 1
end
p k
p c
b = Array.new(3, 2 ** 65)
b[5] = -(2 ** 65)
p b
p (2 ** 70) == true
p (2 ** 70).to_s * 2
m = 2 ** 70
m += m while m < 10 ** 30
p m
p __LINE__ + 2 ** 70
j = 0
q = 0
until j == 2 ** 6
  q = q * 1000 + j
  j += 1
end
p q
p q.to_s.length
t = [2 ** 70, 1]
u = t.dup
u[0] += 1
p t, u
p t.reverse
p t + u
p t.first + t.last
p t.pop, t
t.push(2 ** 71)
t.unshift(-(2 ** 72))
p t
p t.shift
p t
p t.length
p t.join(":")
r = if 2 ** 70 > 2 ** 69 then 2 ** 68 else 0 end
p r
p (2 ** 70 > 1 ? 2 ** 70 : 0)
