# Collatz chains: which start below a limit takes the most steps to reach 1.
# A hot inner loop whose one branch goes both ways, through a small method
# that tier 2 inlines (see doc/jit.md).
def step(n)
  if n % 2 == 0
    n / 2
  else
    3 * n + 1
  end
end

best = 0
best_start = 0
start = 1
while start < 30000
  n = start
  steps = 0
  while n != 1
    n = step(n)
    steps += 1
  end
  if steps > best
    best = steps
    best_start = start
  end
  start += 1
end
puts "#{best_start} takes #{best} steps"
