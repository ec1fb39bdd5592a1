# JIT hazard: loops nested four deep (innermost hot first, outer ones later), with break and next at different levels and a changing trip count.
count = 0
check = 0
a = 0
while a < 6
  b = 0
  while b < 7
    c = 0
    while c < 8
      if (a + c) % 5 == 4
        c += 1
        next
      end
      d = 0
      while d < 40 + a * 3
        d += 1
        next if d % 3 == 0
        break if d > 30 + b * 2
        count += 1
        check = (check * 3 + a * 1000 + b * 100 + c * 10 + d) % 1000003
      end
      break if b == 6 && c == 5
      c += 1
    end
    puts "a=#{a} b=#{b} count=#{count} check=#{check}" if b % 3 == 0
    b += 1
  end
  a += 1
end
p count
p check
grid = Array.new(30, 0)
x = 0
until x >= 30
  y = 0
  until y >= 30
    z = 0
    z += 1 until z * z >= x + y
    grid[x] += z
    y += 1
  end
  x += 1
end
p grid
