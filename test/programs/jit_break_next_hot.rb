# JIT hazard: break and next on hot paths of while and until loops, the loop exit moving after warm-up, and modifier while/until forms.
found = []
limit = 100
round = 0
while round < 40
  n = 0
  while true
    n += 1
    next if n % 7 != 0
    break if n > limit
    next if n % 2 == 0
    found << n if n > limit - 14
  end
  limit += round < 30 ? 50 : 500
  round += 1
end
p found.length
p found[-5, 5]
p limit
skipped = 0
kept = 0
i = 0
until i == 20000
  i += 1
  if i > 12000
    skipped += 1
    next
  end
  next unless i % 3 == 0
  kept += i
end
p skipped
p kept
k = 1
steps = 0
(k = k * 11 % 100003 + 1; steps += 1) while k % 10000 != 9999
p k
p steps
m = 50000
m -= 7 until m < 3
p m
j = 0
total = 0
while j < 10000
  j += 1
  break if j == 8765
  next if j % 100 < 50
  total += j
end
p j
p total
r = while false
end
p r
q = 0
q += 1 while q < 5000
p q
