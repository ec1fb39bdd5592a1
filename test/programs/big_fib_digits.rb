# Bignum: Fibonacci numbers by iteration up to fib(300), digit sums over to_s with [i] and to_i, and identities between them.
def fib(n)
  a = 0
  b = 1
  i = 0
  while i < n
    a, b = b, a + b
    i += 1
  end
  a
end

def digit_sum(x)
  s = x.to_s
  total = 0
  i = 0
  while i < s.length
    total += s[i].to_i
    i += 1
  end
  total
end

def digit_sum_div(x)
  total = 0
  while x > 0
    total += x % 10
    x /= 10
  end
  total
end

p fib(90)
p fib(91)
p fib(92)
p fib(93)
p fib(100)
p fib(200)
p fib(300)
p fib(300).to_s.length
p digit_sum(fib(100))
p digit_sum(fib(300))
p digit_sum_div(fib(300))
p digit_sum(fib(300)) == digit_sum_div(fib(300))

# the first Fibonacci number with more than 50 digits
a = 0
b = 1
n = 0
while a.to_s.length <= 50
  a, b = b, a + b
  n += 1
end
puts "fib(#{n}) has #{a.to_s.length} digits: #{a}"

# identities: fib(2n) = fib(n) * (2 * fib(n+1) - fib(n)), Cassini
k = 150
p fib(2 * k) == fib(k) * (2 * fib(k + 1) - fib(k))
p fib(k + 1) * fib(k - 1) - fib(k) * fib(k)
p fib(k + 2) * fib(k) - fib(k + 1) * fib(k + 1)

# keep a table and index into it
table = [0, 1]
i = 2
while i <= 250
  table << table[i - 1] + table[i - 2]
  i += 1
end
p table[250] == fib(250)
p table.last
p table[-2] + table[-3] == table[-1]
p table.index(fib(120))
p table.include?(fib(251))
p table[92] > 4611686018427387903

# last digits and first digits of fib(300)
s = fib(300).to_s
p s[0, 10]
p s[s.length - 10, 10]
p s[0].to_i + s[-1].to_i
p s.reverse[0, 5]
