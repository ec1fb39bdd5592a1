# Runtime error: calling a method on nil (an out-of-range array element) raises NoMethodError.
list = [1, 2, 3]
i = 0
total = 0
while i <= list.length
  total = total + list[i] * 2
  p total
  i += 1
end
puts "never printed"
