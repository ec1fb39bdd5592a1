# A local first assigned inside a block belongs to that block: fresh on every call and not visible after it.
[1, 2, 3].each do |x|
  if x == 1
    mark = "set on first"
  end
  p mark
end
[4, 5].each do |x|
  inner = x * 10
  p inner
end
inner = "outer" if false
p inner
count = 0
3.times do |i|
  tmp = i + 100
  count += tmp
end
p count
def visit
  yield 1
  yield 2
end
visit do |n|
  seen ||= []
  seen << n
  p seen
end
visit do |n|
  acc = 0 if n == 1
  p acc
end
p [1, 2].map { |v| w = v * 3; w + 1 }
w = 7
p w
