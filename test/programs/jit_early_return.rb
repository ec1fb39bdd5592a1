# JIT hazard: sends to methods that start by returning early (a recursion's base case, a list's end,
# a loop that runs no iteration) have their test and early return inlined and make the call only
# otherwise; the method is redefined between hot phases, and a hot early test finally meets a String.
def fib(n)
  if n < 2
    n
  else
    fib(n - 1) + fib(n - 2)
  end
end

def tri(n)
  return 1 if n <= 1
  n + tri(n - 1)
end

def depth(node)
  return 0 unless node
  1 + depth(node[1])
end

def count_below(values, limit)
  i = 0
  n = 0
  while i < limit
    n += 1 if values[i] < limit
    i += 1
  end
  n
end

def small(x)
  return x if x < 3
  x * 2
end

puts fib(22)
t = 0
k = 0
while k < 3000
  t += tri(k % 40)
  k += 1
end
puts t

list = nil
k = 0
while k < 30
  list = [k, list]
  k += 1
end
total = 0
k = 0
while k < 2000
  total += depth(k % 5 == 0 ? nil : list)
  k += 1
end
puts total

values = [5, 1, 9, 0, 3, 7, 2, 8]
s = 0
k = 0
while k < 4000
  s += count_below(values, k % 9)
  k += 1
end
puts s

def tri(n)
  return 0 if n <= 0
  n * 2 + tri(n - 1)
end
t = 0
k = 0
while k < 3000
  t += tri(k % 40)
  k += 1
end
puts t

items = []
k = 0
while k < 60
  items << k % 6
  k += 1
end
u = 0
k = 0
while k < 9000
  items[17] = "three" if k == 8000
  u += small(items[k % 60])
  puts "k=#{k} u=#{u}" if k % 1000 == 999
  k += 1
end
puts "never printed"
