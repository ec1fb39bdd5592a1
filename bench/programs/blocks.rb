# Blocks in nested loops: Integer#times, #upto and Array#each with closures
# that read and write the enclosing locals, map and select building arrays,
# inject folding them, and a method of our own that yields.
def each_pair(a)
  i = 0
  while i + 1 < a.length
    yield a[i], a[i + 1]
    i += 1
  end
end

seed = 42
data = Array.new(1000) { seed = (seed * 1103515245 + 12345) % 2147483648; seed % 1000 }

total = 0
3000.times do |round|
  data.each { |x| total += (x + round) % 13 }
end
puts total

sums = 0
1500.times do
  squares = data.map { |x| x * x }
  evens = squares.select { |x| x % 2 == 0 }
  sums += evens.inject(0) { |acc, x| acc + x }
end
puts sums

steps = 0
2500.times { each_pair(data) { |a, b| steps += 1 if a < b } }
puts steps

grid = 0
1.upto(1500) { |i| 1.upto(1500) { |j| grid += 1 if (i * j) % 7 == 3 } }
puts grid
