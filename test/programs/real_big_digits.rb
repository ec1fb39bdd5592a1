# Realistic: arbitrary-size arithmetic on little-endian digit arrays: 2**200, 50!, big fib.
def from_int(n)
  return [0] if n == 0
  digits = []
  while n > 0
    digits << n % 10
    n /= 10
  end
  digits
end

def to_str(d)
  s = ""
  i = d.length - 1
  while i >= 0
    s << d[i].to_s
    i -= 1
  end
  s
end

def add(a, b)
  out = []
  carry = 0
  i = 0
  while i < a.length || i < b.length || carry > 0
    x = (i < a.length ? a[i] : 0) + (i < b.length ? b[i] : 0) + carry
    out << x % 10
    carry = x / 10
    i += 1
  end
  out
end

def mul_small(a, k)
  return [0] if k == 0
  out = []
  carry = 0
  i = 0
  while i < a.length || carry > 0
    x = (i < a.length ? a[i] : 0) * k + carry
    out << x % 10
    carry = x / 10
    i += 1
  end
  out
end

def digit_sum(d)
  d.sum
end

p2 = from_int(1)
i = 0
while i < 200
  p2 = mul_small(p2, 2)
  i += 1
end
puts "2**200 = #{to_str(p2)}"
p to_str(p2).length
p digit_sum(p2)
f = from_int(1)
k = 2
while k <= 50
  f = mul_small(f, k)
  k += 1
end
puts "50! = #{to_str(f)}"
p digit_sum(f)
a = from_int(0)
b = from_int(1)
n = 0
while n < 300
  a, b = b, add(a, b)
  n += 1
end
puts "fib(300) = #{to_str(a)}"
p to_str(add(from_int(999), from_int(1)))
p to_str(mul_small(from_int(12345), 0))
p to_str(from_int(4611686018427387903)) == 4611686018427387903.to_s
