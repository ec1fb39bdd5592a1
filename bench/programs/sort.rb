# Array sorting: integers and strings built with an LCG, then order and sum checks.
def lcg_array(n, seed)
  a = []
  x = seed
  i = 0
  while i < n
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648
    a << x % 1_000_000
    i += 1
  end
  a
end

def sorted?(a)
  i = 1
  while i < a.length
    return false if a[i - 1] > a[i]
    i += 1
  end
  true
end

checks = 0
r = 0
while r < 18
  a = lcg_array(200_000, r + 1)
  s = a.sort
  checks += 1 if sorted?(s)
  checks += 1 if s.sum == a.sum
  checks += s[0] + s[s.length - 1] + s.min + s.max
  r += 1
end
puts checks

words = []
x = 7
i = 0
while i < 100_000
  x = (x * 1_103_515_245 + 12_345) % 2_147_483_648
  words << "w" + (x % 100_000).to_s
  i += 1
end
ws = words.sort
puts ws[0]
puts ws[ws.length - 1]
puts sorted?(ws)
