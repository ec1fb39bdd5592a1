# Recursion a few thousand frames deep works and returns correct values.
def sum_to(n)
  n == 0 ? 0 : n + sum_to(n - 1)
end
p sum_to(10)
p sum_to(1000)
p sum_to(3000)
def depth(n, acc)
  return acc if n == 0
  depth(n - 1, acc + 2)
end
p depth(2500, 0)
def count_list(list, i)
  i >= list.length ? 0 : 1 + count_list(list, i + 1)
end
p count_list(Array.new(2000, 7), 0)
def build(n)
  return "" if n == 0
  build(n - 1) + (n % 10).to_s
end
s = build(1500)
p s.length
p s[0, 20]
