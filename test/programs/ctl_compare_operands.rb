# Comparisons as branch conditions and as values, against small and large
# constants, negative numbers and non-integers.
big = 4_611_686_018_427_387_903
i = -3
while i < 3
  puts "#{i}: #{i < 0} #{i <= 0} #{i > 0} #{i >= 0} #{i == 0} #{i != 0}"
  i += 1
end
p big > 1_000_000_000_000
p big == 4_611_686_018_427_387_903
p big - 1 < big
p -big < 0
x = 1_099_511_627_776
n = 0
while x > 1
  x = x / 2
  n += 1
end
p n
p "abc" < "abd"
p "b" >= "a"
p [1, 2] == [1, 2]
p [1, 2] != [1, 3]
p nil == false
s = "a"
while s != "aaaa"
  s = s + "a"
end
p s
m = 17
p m % 5, m / 5, -m % 5, -m / 5, m % -5, m / -5
if 5 > 3 then puts "yes" else puts "no" end
unless 5 < 3 then puts "still yes" end
