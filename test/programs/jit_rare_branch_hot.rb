# JIT hazard: an `if` taken once in 1,000 iterations for the first half of a loop is taken on every iteration in the second half.
def slow_path(x)
  (x * 7 + 3) % 1009
end

fast = 0
slow = 0
acc = 0
i = 0
while i < 20000
  if (i < 10000 && i % 1000 == 999) || i >= 10000
    slow += 1
    acc += slow_path(i)
  else
    fast += 1
    acc += 1
  end
  if i % 2500 == 0 || i == 9999 || i == 10000 || i == 10001
    puts "i=#{i} fast=#{fast} slow=#{slow} acc=#{acc}"
  end
  i += 1
end
p fast, slow, acc
rare = 0
last = nil
j = 0
while j < 6000
  unless j % 1500 != 7 && j < 4500
    rare += 1
    last = j
  end
  j += 1
end
p rare
p last
