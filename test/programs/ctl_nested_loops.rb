# Nested loops: a multiplication table, a triangle and a search with an early exit flag.
row = 1
while row <= 5
  line = ""
  col = 1
  while col <= 5
    prod = row * col
    line << " " if prod < 10
    line << prod.to_s
    line << " " if col < 5
    col += 1
  end
  puts line
  row += 1
end
i = 1
while i <= 4
  puts "*" * i
  i += 1
end
i = 4
until i == 0
  puts " " * (4 - i) + "#" * (2 * i - 1)
  i -= 1
end
found = false
a = 1
while a < 20 && !found
  b = a
  while b < 20
    c2 = a * a + b * b
    c = 1
    while c * c < c2
      c += 1
    end
    if c * c == c2 && c < 20
      puts "triple #{a} #{b} #{c}"
      found = true
      break
    end
    b += 1
  end
  a += 1
end
p found
count = 0
x = 0
while x < 10
  y = 0
  while y < 10
    count += 1 if (x + y) % 3 == 0
    y += 1
  end
  x += 1
end
p count
