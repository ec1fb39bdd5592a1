# Hash: word counting. A pseudo-random text of five million words drawn from
# a vocabulary of 5,000 made-up words is counted into a Hash of String keys
# (h[w] = (h[w] || 0) + 1), then the counts are walked with each.
SYLLABLES = ["ka", "lo", "mi", "nu", "pe", "ri", "so", "ta", "ve", "zu"]
vocab = Array.new(5000) do |i|
  SYLLABLES[i % 10] + SYLLABLES[i / 10 % 10] + SYLLABLES[i / 100 % 10] + SYLLABLES[i / 1000 % 10]
end
counts = {}
seed = 42
n = 0
while n < 5_000_000
  seed = (seed * 1103515245 + 12345) % 2147483648
  w = vocab[seed % 5000]
  counts[w] = (counts[w] || 0) + 1
  n += 1
end
total = 0
best = nil
best_count = 0
counts.each do |word, count|
  total += count
  if count > best_count
    best = word
    best_count = count
  end
end
puts counts.size, total, best, best_count
lengths = {}
counts.keys.each { |k| lengths[k.length] = (lengths[k.length] || 0) + 1 }
p lengths
