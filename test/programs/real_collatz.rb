# Realistic: Collatz sequences with a cache array, longest chain below a limit, histogram.
def collatz_length(n, cache)
  return cache[n] if n < cache.length && !cache[n].nil?
  len = n == 1 ? 1 : 1 + collatz_length(n.even? ? n / 2 : 3 * n + 1, cache)
  cache[n] = len if n < cache.length
  len
end

def sequence(n)
  seq = [n]
  while n != 1
    n = n.even? ? n / 2 : 3 * n + 1
    seq << n
  end
  seq
end

p sequence(6)
p sequence(27).length
p sequence(27).max
cache = Array.new(10000, nil)
best = 1
best_len = 1
n = 1
while n < 10000
  l = collatz_length(n, cache)
  if l > best_len
    best = n
    best_len = l
  end
  n += 1
end
puts "longest chain below 10000 starts at #{best} (#{best_len} terms)"
buckets = Array.new(8, 0)
n = 1
while n <= 1000
  b = collatz_length(n, cache) / 25
  b = 7 if b > 7
  buckets[b] += 1
  n += 1
end
i = 0
while i < buckets.length
  label = "#{i * 25}-#{i * 25 + 24}"
  label = "175+" if i == 7
  puts label + " " * (8 - label.length) + "|" + "#" * (buckets[i] / 10) + " #{buckets[i]}"
  i += 1
end
p buckets.sum
