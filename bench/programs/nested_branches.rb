# Nested while loops with if / elsif / else chains.
a = 0
b = 0
c = 0
d = 0
i = 0
while i < 4000
  j = 0
  while j < 4000
    k = (i * 7 + j * 13) % 10
    if k < 3
      a += 1
    elsif k < 5
      b += j
    elsif k == 7
      if j.even?
        c += 2
      else
        c -= 1
      end
    else
      d = (d + i + k) % 1_000_003
    end
    j += 1
  end
  i += 1
end
puts a
puts b
puts c
puts d
