# JIT hazard: a hot call site with a variable argument count: 8,000 good calls with one or two arguments, then three raise ArgumentError.
def mix(a, b = 3)
  a * b - a
end

acc = 0
i = 0
while i < 10000
  if i < 8000
    acc += i % 2 == 0 ? mix(i) : mix(i, i % 5)
  else
    acc += mix(i, 1, 2)
  end
  puts "i=#{i} acc=#{acc}" if i % 1000 == 0 || i == 7999
  i += 1
end
puts "never printed"
