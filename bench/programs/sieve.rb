# Sieve of Eratosthenes over an array of booleans, repeated.
def sieve(n)
  flags = Array.new(n + 1, true)
  flags[0] = false
  flags[1] = false
  i = 2
  while i * i <= n
    if flags[i]
      j = i * i
      while j <= n
        flags[j] = false
        j += i
      end
    end
    i += 1
  end
  count = 0
  i = 0
  while i <= n
    count += 1 if flags[i]
    i += 1
  end
  count
end

total = 0
r = 0
while r < 13
  total += sieve(1_000_000)
  r += 1
end
puts total
