# break and next inside while/until loops, including nested loops and loops in methods.
i = 0
while i < 10
  i += 1
  next if i.odd?
  break if i > 6
  puts "even #{i}"
end
p i
j = 0
until j >= 10
  j += 1
  next unless j % 3 == 0
  puts "multiple of three: #{j}"
end
outer = 0
while outer < 3
  inner = 0
  while true
    inner += 1
    break if inner > outer
    print "(", outer, ",", inner, ")"
  end
  outer += 1
end
puts
def first_over(list, limit)
  found = nil
  k = 0
  while k < list.length
    if list[k] > limit
      found = list[k]
      break
    end
    k += 1
  end
  found
end
p first_over([1, 5, 9, 12], 6)
p first_over([1, 2], 6)
r = while true
  break
end
p r
count = 0
n = 0
while n < 20
  n += 1
  if n % 2 == 0
    next
  end
  if n % 5 == 0
    next
  end
  count += 1
end
p count
x = 0
while x < 100
  x += 7
  break unless x < 50
end
p x
