# A loop whose branch goes one way while the loop is young and the other
# way ever after (as counting words does once most words are known), and a
# hash counting keys that repeat more and more.
low = 0
high = 0
i = 0
while i < 20000
  if i < 100
    low += i
  else
    high += i % 7
  end
  i += 1
end
p low, high
counts = {}
seed = 7
n = 0
while n < 30000
  seed = (seed * 75 + 74) % 65537
  k = seed % 300
  counts[k] = (counts[k] || 0) + 1
  n += 1
end
p counts.size, counts[0], counts[299], counts.values.max
