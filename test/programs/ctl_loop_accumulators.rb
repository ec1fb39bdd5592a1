# Loops that accumulate into integers, strings and arrays at once.
evens = []
odds = []
report = ""
total = 0
n = 1
while n <= 12
  if n.even?
    evens << n
  else
    odds << n
  end
  total += n
  report << (n % 3 == 0 ? "T" : ".")
  n += 1
end
p evens
p odds
p total
p report
p evens.sum - odds.sum
squares = []
k = 0
until squares.length == 6
  squares << k * k
  k += 1
end
p squares
p squares.max
p squares.reverse.first
running = []
acc = 0
i = 0
while i < squares.length
  acc += squares[i]
  running << acc
  i += 1
end
p running
