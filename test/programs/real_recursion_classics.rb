# Realistic: classic recursive algorithms: fib, ackermann, hanoi, binomials, digit tricks.
def fib(n)
  n < 2 ? n : fib(n - 1) + fib(n - 2)
end

def fib_memo(n, memo)
  return n if n < 2
  return memo[n] unless memo[n].nil?
  memo[n] = fib_memo(n - 1, memo) + fib_memo(n - 2, memo)
end

def ackermann(m, n)
  if m == 0
    n + 1
  elsif n == 0
    ackermann(m - 1, 1)
  else
    ackermann(m - 1, ackermann(m, n - 1))
  end
end

def hanoi(n, from, to, via, moves)
  return moves if n == 0
  hanoi(n - 1, from, via, to, moves)
  moves << "#{from}->#{to}"
  hanoi(n - 1, via, to, from, moves)
end

def choose(n, k)
  return 1 if k == 0 || k == n
  choose(n - 1, k - 1) + choose(n - 1, k)
end

def gcd(a, b)
  b == 0 ? a : gcd(b, a % b)
end

def count_change(amount, coins, i)
  return 1 if amount == 0
  return 0 if amount < 0 || i >= coins.length
  count_change(amount - coins[i], coins, i) + count_change(amount, coins, i + 1)
end

i = 0
line = []
while i <= 15
  line << fib(i)
  i += 1
end
p line
p fib(25)
p fib_memo(90, [])
p ackermann(0, 0)
p ackermann(1, 2)
p ackermann(2, 3)
p ackermann(3, 3)
moves = hanoi(3, "A", "C", "B", [])
p moves.length
puts moves.join(" ")
p hanoi(10, "A", "C", "B", []).length
row = 0
while row <= 6
  vals = []
  k = 0
  while k <= row
    vals << choose(row, k)
    k += 1
  end
  puts " " * (6 - row) * 2 + vals.join("   ")
  row += 1
end
p gcd(1071, 462)
p count_change(100, [50, 25, 10, 5, 1], 0)
