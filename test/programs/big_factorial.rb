# Bignum: factorials 1..60 by a while loop (crossing into bignums at 21!), recursive factorial, digit counts and trailing zeros.
def fact_rec(n)
  if n <= 1
    1
  else
    n * fact_rec(n - 1)
  end
end

def trailing_zeros(x)
  c = 0
  while x % 10 == 0
    x /= 10
    c += 1
  end
  c
end

f = 1
i = 1
facts = []
while i <= 60
  f *= i
  facts << f
  if i <= 25 || i % 5 == 0
    puts "#{i}! = #{f} (#{f.to_s.length} digits)"
  end
  i += 1
end
p facts[19]
p facts[20]
p facts[19] < 4611686018427387903
p facts[20] > 4611686018427387903
p facts.length
p fact_rec(60) == facts[59]
p fact_rec(20) == facts[19]
p fact_rec(30)
p trailing_zeros(facts[59])
p trailing_zeros(fact_rec(100))
p fact_rec(100).to_s.length
p fact_rec(100)

# divide back down: 60! / 59! / ... gives back the loop counter
g = facts[59]
k = 60
ok = true
while k > 1
  g /= k
  ok = false if g != facts[k - 2]
  k -= 1
end
p g
p ok

# binomial coefficients from factorials
def choose(n, k)
  fact_rec(n) / (fact_rec(k) * fact_rec(n - k))
end
p choose(60, 30)
p choose(100, 50)
p choose(70, 1)
p choose(25, 12) == choose(25, 13)

# double factorial of an odd number, counted down with until
d = 1
n = 75
until n < 1
  d *= n
  n -= 2
end
p d
p d.odd?
