# Realistic: gcd and lcm (iterative and recursive), extended Euclid, fractions in lowest terms.
def gcd(a, b)
  a = a.abs
  b = b.abs
  while b != 0
    a, b = b, a % b
  end
  a
end

def gcd_rec(a, b)
  b == 0 ? a : gcd_rec(b, a % b)
end

def lcm(a, b)
  return 0 if a == 0 || b == 0
  (a / gcd(a, b) * b).abs
end

# returns [g, x, y] with a*x + b*y == g
def ext_gcd(a, b)
  return [a, 1, 0] if b == 0
  g, x, y = ext_gcd(b, a % b)
  [g, y, x - (a / b) * y]
end

def reduce(num, den)
  if den < 0
    num = -num
    den = -den
  end
  g = gcd(num, den)
  g = 1 if g == 0
  [num / g, den / g]
end

def frac_to_s(f)
  f[1] == 1 ? f[0].to_s : "#{f[0]}/#{f[1]}"
end

def add(f, g)
  reduce(f[0] * g[1] + g[0] * f[1], f[1] * g[1])
end

pairs = [[12, 18], [17, 5], [0, 9], [100, 75], [-24, 36], [1071, 462], [2 ** 20, 6 ** 10]]
i = 0
while i < pairs.length
  a, b = pairs[i]
  puts "gcd(#{a}, #{b}) = #{gcd(a, b)}, lcm = #{lcm(a, b)}, rec = #{gcd_rec(a.abs, b.abs)}"
  i += 1
end
g, x, y = ext_gcd(240, 46)
p [g, x, y]
p 240 * x + 46 * y == g
l = 1
n = 1
while n <= 20
  l = lcm(l, n)
  n += 1
end
p l
p frac_to_s(reduce(6, 8))
p frac_to_s(reduce(10, -4))
p frac_to_s(reduce(0, 5))
sum = [0, 1]
k = 1
while k <= 6
  sum = add(sum, [1, k])
  puts "H(#{k}) = #{frac_to_s(sum)}"
  k += 1
end
