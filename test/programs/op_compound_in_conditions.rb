# Assignments and op-assignments inside conditions and expressions.
i = 0
while (i += 1) < 5
  print i, " "
end
puts
p i
n = 10
until (n -= 3) < 0
  print n, " "
end
puts
p n
s = ""
while (s << "ab").length < 6
end
p s
def next_val(list)
  list.shift
end
list = [3, 2, 1]
total = 0
while (v = next_val(list))
  total += v
end
p total
p list
k = 1
if (k *= 10) > 5
  puts "k is #{k}"
end
cnt = nil
p (cnt ||= 0) + 1
p cnt
