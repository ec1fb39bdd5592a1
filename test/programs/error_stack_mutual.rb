# Runtime error: unbounded mutual recursion with arguments raises SystemStackError.
def ping(n, acc)
  pong(n + 1, acc + 1)
end
def pong(n, acc)
  ping(n + 1, acc - 1)
end
p [1, 2, 3].sum
ping(0, 0)
puts "never printed"
