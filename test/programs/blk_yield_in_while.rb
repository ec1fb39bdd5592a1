# yield inside while/until loops with break and next in the loop, and block values steering the loop.
def take_while_small(list)
  i = 0
  out = []
  while i < list.length
    break unless yield(list[i])
    out << list[i]
    i += 1
  end
  out
end
p(take_while_small([1, 2, 5, 1]) { |x| x < 3 })
p(take_while_small([]) { |x| true })
def skip_odd_yield(n)
  i = 0
  while i < n
    i += 1
    next if i.odd?
    yield i
  end
  i
end
p(skip_odd_yield(7) { |v| print v, " " })
puts
def until_block_true
  k = 0
  until yield(k)
    k += 1
  end
  k
end
p(until_block_true { |k| k * k > 50 })
def collatz(n)
  steps = 0
  while n != 1
    yield n
    n = n.even? ? n / 2 : 3 * n + 1
    steps += 1
  end
  steps
end
seen = []
p(collatz(6) { |v| seen << v })
p seen
