# Lambdas called in hot loops: optional parameters, closures, yields of a lambda, and an arity error after warm-up.
scale = ->(x, by = 3) { x * by }
total = 0
i = 0
while i < 3000
  total += scale.(i) + scale.call(i, 2)
  i += 1
end
p total

acc = 0
bump = ->(n) { acc += n }
2000.times(&bump)
p acc

def each_upto(n)
  k = 0
  while k < n
    yield k, k + 1
    k += 1
  end
end
pairs = 0
each_upto(2500, &->(a, b) { pairs += a * b % 7 })
p pairs

steps = [->(v) { v + 1 }, ->(v) { v * 2 }, ->(v) { v - 3 }]
v = 0
1000.times { |j| v = steps[j % 3].(v) % 100_003 }
p v

errors = 0
strict = ->(a, b) { a + b }
200.times do |j|
  begin
    strict.call(j)
  rescue ArgumentError => e
    errors += 1
    puts e.message if errors == 1
  end
  strict.call(j, j)
end
p errors

early = ->(n) do
  n.times { |m| return m if m * m > n }
  :none
end
found = 0
1500.times { |n| r = early.(n); found += r if r != :none }
p found
