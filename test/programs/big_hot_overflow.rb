# Bignum: hot loops that overflow partway (compiled code must leave its fixnum fast path), methods returning bignums in a loop, and sum of bignum arrays.
# multiply by 3 thousands of times: first exceeds the fixnum range at iteration 40
x = 1
i = 0
while i < 3000
  x *= 3
  i += 1
  puts "i=#{i} x=#{x}" if i == 38 || i == 39 || i == 40
end
p x.to_s.length
p x % 1000000007
p x.to_s[0, 20]

# add a large number until it overflows, then keep going
acc = 0
i = 0
step = 100000000000000000
while i < 5000
  acc += step
  puts "i=#{i} acc=#{acc}" if i == 45 || i == 46 || i == 47
  i += 1
end
p acc
p acc == step * 5000

# subtract until negative overflow
neg = 0
i = 0
while i < 5000
  neg -= 1000000000000000000
  i += 1
end
p neg

# overflow then shrink back within one loop: the value goes big and returns to fixnum
v = 1
i = 0
trace = []
while i < 200
  if i < 100
    v *= 2
  else
    v /= 2
  end
  trace << v if i % 25 == 0 || i == 61 || i == 62 || i == 138 || i == 139
  i += 1
end
p v
p trace

# a method called in a loop, returning fixnums early and bignums later
def grow(n)
  n * n + 1
end
i = 0
total = 0
while i < 4000
  total += grow(i * 1000000000)
  i += 1
end
p total

def square_chain(seed, k)
  r = seed
  j = 0
  while j < k
    r = r * r % (10 ** 40 + 7)
    j += 1
  end
  r
end
i = 0
h = 0
while i < 300
  h = (h * 31 + square_chain(i + 2, 5)) % (2 ** 127 - 1)
  i += 1
end
p h

# comparisons in a hot loop where one side becomes a bignum partway
limit = 2 ** 70
y = 1
count = 0
while y < limit
  y += y / 7 + 1
  count += 1
end
p count
p y

# bitwise ops in a hot loop crossing the boundary
m = 1
i = 0
while i < 1000
  m = (m << 1) ^ (m >> 3) ^ i
  m &= 2 ** 100 - 1
  i += 1
end
p m

# sum of arrays of bignums
arr = []
i = 0
while i < 500
  arr << 2 ** 64 + i
  i += 1
end
p arr.sum
p arr.sum == (2 ** 64) * 500 + 499 * 500 / 2
p arr.min
p arr.max
p [2 ** 62 - 1, 1].sum
p [2 ** 62 - 1, 2 ** 62 - 1, 2].sum
p [-(2 ** 62), -1].sum
p [2 ** 80, -(2 ** 80), 5].sum
p [10 ** 30, 10 ** 30, -(10 ** 30)].sum
mixed = Array.new(300, 4611686018427387903)
p mixed.sum
p Array.new(3, 2 ** 100).sum
p [].sum

# alternating types: the same loop sees fixnum and bignum values of a
i = 0
out = []
while i < 400
  a = i.even? ? i : 2 ** 66 + i
  out << a - 2 ** 66 if i > 395
  i += 1
end
p out
