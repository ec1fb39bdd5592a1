# The sieve of Eratosthenes: all primes up to a limit.
def primes_up_to(limit)
  prime = Array.new(limit + 1, true)
  prime[0] = false
  prime[1] = false
  i = 2
  while i * i <= limit
    if prime[i]
      j = i * i
      while j <= limit
        prime[j] = false
        j += i
      end
    end
    i += 1
  end

  result = []
  n = 2
  while n <= limit
    result << n if prime[n]
    n += 1
  end
  result
end

primes = primes_up_to(100)
puts primes.join(" ")
puts "#{primes.length} primes below 100, the largest is #{primes.last}"
