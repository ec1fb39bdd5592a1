# JIT hazard: hot == and != against symbol literals compile to word comparisons behind a Symbol class check; the compared value later becomes a String, nil and an Integer (the check fails and tier 1 compares), then a Symbol again.
def classify(v)
  if v == :fizz
    1
  elsif v != :buzz
    2
  else
    3
  end
end

counts = [0, 0, 0, 0]
i = 0
while i < 12000
  v = i % 3 == 0 ? :fizz : (i % 3 == 1 ? :buzz : :other)
  v = "fizz" if i >= 6000 && i < 7000
  v = nil if i >= 7000 && i < 7500
  v = i if i >= 7500 && i < 8000
  counts[classify(v)] += 1
  if v == :other
    counts[0] += 1
  end
  i += 1
end
p counts
s = :x
n = 0
i = 0
while i < 5000
  n += 1 if s == :x
  n += 10 if s != :y
  s = i % 2 == 0 ? :y : :x
  i += 1
end
p n
