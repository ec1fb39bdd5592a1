# Loops nested in a hot loop's executor: the inner loop runs inside the
# outer one's code, with counters, float accumulators and arrays carried
# around both, inner loops that run zero times, leave early by a break or
# a guard that fails, and an inner loop whose test is `until`.
def triangle(n)
  total = 0
  i = 0
  while i < n
    j = i
    while j < n
      total += j - i
      j += 1
    end
    i += 1
  end
  total
end

def pair_energy(xs)
  e = 0.0
  n = xs.length
  i = 0
  while i < n
    j = i + 1
    while j < n
      d = xs[i] - xs[j]
      e += d * d
      j += 1
    end
    i += 1
  end
  e
end

def first_multiple_run(rows, k)
  found = 0
  r = 0
  while r < rows
    c = 1
    while c < 100
      break if (r * c) % k == 0
      c += 1
    end
    found += c
    r += 1
  end
  found
end

def countdown_sum(n)
  s = 0
  i = 0
  while i < n
    j = i
    until j == 0
      s += j
      j -= 1
    end
    i += 1
  end
  s
end

p triangle(0), triangle(1), triangle(200)
xs = []
200.times { |i| xs << i * 0.5 }
p pair_energy(xs)
p pair_energy([1.5])
p first_multiple_run(300, 7)
p countdown_sum(150)

# An inner loop whose values turn from fixnums to Bignums, then to Floats.
acc = 1
i = 0
while i < 40
  j = 0
  while j < 3
    acc *= 7
    j += 1
  end
  i += 1
end
p acc
m = 1.0
i = 0
while i < 40
  j = 0
  while j < 10
    m = m * 1.5
    j += 1
  end
  i += 1
end
p m

# An inner loop whose array turns to hold a String: the guard fails inside.
rows = []
i = 0
while i < 80
  rows << [i, i + 1, i + 2]
  i += 1
end
rows[70][1] = "x"
sum = 0
i = 0
while i < 80
  row = rows[i]
  j = 0
  while j < row.length
    sum += row[j]
    j += 1
  end
  i += 1
end
p sum
