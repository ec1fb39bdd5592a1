# Hash: memoized fibonacci in a hash passed to a recursive method, big integer values, and a memo of pair keys.
def fib(n, memo)
  return n if n < 2
  return memo[n] if memo.key?(n)
  memo[n] = fib(n - 1, memo) + fib(n - 2, memo)
end

memo = {}
p fib(10, memo)
p memo.size
p fib(90, memo)
p fib(150, memo)
p memo.size
p memo[100]
p memo.keys[0, 3]

def paths(r, c, memo)
  return 1 if r == 0 || c == 0
  key = [r, c]
  return memo[key] if memo.key?(key)
  memo[key] = paths(r - 1, c, memo) + paths(r, c - 1, memo)
end

grid = {}
p paths(3, 3, grid)
p grid
p paths(30, 30, grid)
p grid.size
p grid[[2, 1]], grid[[1, 2]], grid[[0, 5]]
