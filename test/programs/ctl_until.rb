# until loops and until with do, plus the until modifier.
i = 0
until i == 4
  puts "i=#{i}"
  i += 1
end
n = 1
until n > 100 do
  n *= 3
end
p n
m = 5
until true
  m = 0
end
p m
x = 0
x += 2 until x >= 9
p x
s = "a"
s = s + s until s.length >= 16
p s
p s.length
count = 0
until count >= 3 do count += 1 end
p count
v = until true do end
p v
