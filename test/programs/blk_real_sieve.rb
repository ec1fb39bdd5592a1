# Realistic: prime sieve using Array.new with a block, each, step, select and each_with_index.
def sieve(limit)
  is_prime = Array.new(limit + 1) { |i| i >= 2 }
  2.upto(limit) do |i|
    next unless is_prime[i]
    break if i * i > limit
    (i * i).step(limit, i) { |j| is_prime[j] = false }
  end
  primes = []
  is_prime.each_with_index { |flag, i| primes << i if flag }
  primes
end
primes = sieve(100)
p primes
p primes.length
p primes.sum
twins = []
primes.each_with_index do |pr, i|
  nxt = primes[i + 1]
  twins << [pr, nxt] if nxt && nxt - pr == 2
end
p twins
odd_composites = Array.new(50) { |i| i }.select { |n| n > 1 && n.odd? && !primes.include?(n) }
p odd_composites
def prime_factors(n, primes)
  out = []
  primes.each do |pr|
    break if pr * pr > n
    while n % pr == 0
      out << pr
      n /= pr
    end
  end
  out << n if n > 1
  out
end
[84, 97, 360, 9991].each { |n| puts "#{n} = #{prime_factors(n, primes).join(" * ")}" }
p sieve(1000).length
