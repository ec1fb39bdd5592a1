# JIT hazard: sieve-style hot loops writing and reading one array (booleans then fixnums), with strided stores and a reused buffer.
n = 30000
sieve = Array.new(n + 1, true)
sieve[0] = false
sieve[1] = false
i = 2
while i * i <= n
  if sieve[i]
    j = i * i
    while j <= n
      sieve[j] = false
      j += i
    end
  end
  i += 1
end
count = 0
last = 0
k = 0
while k <= n
  if sieve[k]
    count += 1
    last = k
  end
  k += 1
end
p count
p last
phi = Array.new(5001, 0)
k = 0
while k <= 5000
  phi[k] = k
  k += 1
end
i = 2
while i <= 5000
  if phi[i] == i
    j = i
    while j <= 5000
      phi[j] -= phi[j] / i
      j += i
    end
  end
  i += 1
end
p phi[1, 12]
p phi.sum
k = 0
while k <= n
  sieve[k] = sieve[k] ? k : 0
  k += 1
end
p sieve[0, 20]
p sieve.max
p sieve.sum
