# Blocks inside while loops: break in the block leaves only the block call, break in the loop leaves the loop.
i = 0
while i < 3
  [1, 2, 3].each do |x|
    break if x > i
    print i, x, " "
  end
  i += 1
end
puts
total = 0
n = 0
while n < 5
  n += 1
  next if n == 2
  s = [1, 2, 3].map { |x| x * n }.sum
  total += s
end
p total
k = 0
until k >= 10
  k += 1
  hit = [3, 6, 9].select { |v| v == k }
  break if hit.length > 0 && k > 5
end
p k
rows = 0
while rows < 2
  rows += 1
  rows.times { |c| print "r", rows, "c", c, " " }
end
puts
