# Multiple assignment with nested arrays on the right, values used in expressions.
a, b = [1, [2, 3]]
p a, b
p b[1]
c, d = [[1, 2], [3, 4]]
p c + d
x, y = 1
p x, y
e, f = [nil, nil]
p e.nil? && f.nil?
i, j = 0, 10
while i < j
  i, j = i + 1, j - 1
end
p i, j
lo, hi = 1, 100
target = 73
steps = 0
while lo <= hi
  mid = (lo + hi) / 2
  steps += 1
  if mid == target
    break
  elsif mid < target
    lo, hi = mid + 1, hi
  else
    lo, hi = lo, mid - 1
  end
end
p mid, steps
