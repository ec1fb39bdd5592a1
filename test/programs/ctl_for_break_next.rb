# break and next inside for loops: next skips to the next element, break
# leaves the loop (with a value, or nil), only the innermost for is left,
# and the loop variable keeps the value it had.
for i in 1..10
  next if i.even?
  break if i > 7
  print i, " "
end
puts
p i

found = for x in [4, 9, 16, 25]
  break x if x > 10
end
p found

none = for y in [1, 2]
  break if y == 2
end
p none

all = for z in [1, 2, 3]
  next z * 10
end
p all

def first_pair(limit)
  result = nil
  for a in 1..limit
    for b in 1..limit
      next if a == b
      if a * b == 12
        result = [a, b]
        break
      end
    end
    break if result
  end
  result
end
p first_pair(6)
p first_pair(2)

count = 0
for w in 1..3
  while true
    count += w
    break
  end
  next unless w == 2
  count += 100
end
p count
