# JIT hazard: a hot `<` between fixnums meets a string operand after 7,000 iterations and raises ArgumentError (comparison failed).
values = Array.new(50, 0)
k = 0
while k < 50
  values[k] = (k * 37) % 50
  k += 1
end
best = 100
i = 0
while i < 12000
  values[i % 50] = "x" if i == 7000
  v = values[(i * 3 + i / 7) % 50]
  best = 100 + i % 7 if i % 20 == 0
  best = v if v < best
  puts "i=#{i} best=#{best}" if i % 1000 == 3 || i % 1000 == 7
  i += 1
end
puts "never printed"
