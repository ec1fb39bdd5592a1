# A block that assigns a local which existed before the block updates that outer local.
last = nil
[3, 1, 4, 1, 5].each { |x| last = x }
p last
biggest = 0
[3, 9, 2].each do |x|
  biggest = x if x > biggest
end
p biggest
name = "start"
2.times { |i| name = name + "-#{i}" }
p name
flag = false
[1, 2, 3].each { |x| flag = true if x == 2 }
p flag
list = []
[1, 2, 3].each { |x| list = list + [x * 2] }
p list
a = 1
b = 2
[1].each { a, b = b, a }
p [a, b]
result = nil
[5, 6].map { |x| result = x }
p result
value = 10
value2 = [1, 2, 3].map { |x| value += x; value }
p value
p value2
