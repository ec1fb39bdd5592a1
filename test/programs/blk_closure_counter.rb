# Blocks read and write the locals of the scope they are written in: counters and flags.
count = 0
[1, 2, 3, 4].each { |x| count += 1 }
p count
evens = 0
odds = 0
[1, 2, 3, 4, 5].each do |x|
  if x.even?
    evens += 1
  else
    odds += 1
  end
end
p [evens, odds]
calls = 0
def run3
  yield
  yield
  yield
end
run3 { calls += 1 }
p calls
hits = 0
5.times { |i| hits += i }
p hits
step = 3
p [1, 2, 3].map { |x| x * step }
step = 10
p [1, 2, 3].map { |x| x * step }
def counter_in_method(list)
  n = 0
  list.each { |x| n += x }
  n
end
p counter_in_method([4, 5, 6])
n = 99
p counter_in_method([1])
p n
