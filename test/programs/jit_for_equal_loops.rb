# Hot for loops, do-while loops and equal? tests, with the compared values
# changing class after warm-up.
total = 0
for i in 1..2000
  total += i if i.equal?(i & ~1)
end
p total

hits = 0
values = [1, :a, nil, "s", 2**64, 1.5]
for round in 1..300
  v = values[round % values.length]
  w = round > 200 ? values[(round + 1) % values.length] : v
  hits += 1 if v.equal?(w)
end
p hits

n = 0
steps = 0
begin
  n += 3
  steps += 1
  next if n % 5 == 0
  steps += 1
end while n < 3000
p n, steps

grid = []
for r in 0...30
  row = 0
  for c in 0...30
    row += r * c
  end
  grid << row
end
p grid.sum, r, c
