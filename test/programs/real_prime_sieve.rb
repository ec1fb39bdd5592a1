# Realistic: sieve of Eratosthenes, prime factorization, twin primes and a prime table.
def sieve(limit)
  is_prime = Array.new(limit + 1, true)
  is_prime[0] = false
  is_prime[1] = false
  i = 2
  while i * i <= limit
    if is_prime[i]
      j = i * i
      while j <= limit
        is_prime[j] = false
        j += i
      end
    end
    i += 1
  end
  primes = []
  n = 0
  while n <= limit
    primes << n if is_prime[n]
    n += 1
  end
  primes
end

def factorize(n)
  factors = []
  d = 2
  while d * d <= n
    while n % d == 0
      factors << d
      n /= d
    end
    d += 1
  end
  factors << n if n > 1
  factors
end

def format_factors(f)
  out = []
  i = 0
  while i < f.length
    count = 1
    count += 1 while i + count < f.length && f[i + count] == f[i]
    out << (count == 1 ? f[i].to_s : "#{f[i]}^#{count}")
    i += count
  end
  out.join(" * ")
end

primes = sieve(100)
p primes
p primes.length
p sieve(10000).length
p sieve(1)
p sieve(2)
twins = []
i = 0
while i < primes.length - 1
  twins << [primes[i], primes[i + 1]] if primes[i + 1] - primes[i] == 2
  i += 1
end
p twins
nums = [2, 12, 360, 97, 1001, 65536, 999999, 600851475143]
i = 0
while i < nums.length
  puts "#{nums[i]} = #{format_factors(factorize(nums[i]))}"
  i += 1
end
row = 0
while row < 5
  line = ""
  col = 0
  while col < 5
    s = primes[row * 5 + col].to_s
    line << " " * (4 - s.length) << s
    col += 1
  end
  puts line
  row += 1
end
