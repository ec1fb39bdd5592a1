# while loops: counting, with do, conditions evaluated each time, nested, value nil.
i = 0
while i < 5
  print i, " "
  i += 1
end
puts
j = 10
while j > 0 do
  j -= 3
end
p j
k = 0
while k < 3 do print "k", k; k += 1 end
puts
n = 100
steps = 0
while n != 1
  if n.even?
    n = n / 2
  else
    n = 3 * n + 1
  end
  steps += 1
end
p steps
x = 0
while false
  x = 1
end
p x
r = while x < 3
  x += 1
end
p r
p x
a = [3, 1, 4, 1, 5]
idx = 0
sum = 0
while idx < a.length
  sum += a[idx]
  idx += 1
end
p sum
s = ""
while s.length < 5
  s << "ab"
end
p s
