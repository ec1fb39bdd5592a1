# Recursive methods that yield: walking nested arrays yields every leaf, the block passes down each level.
def array?(x)
  x.inspect[0] == "["
end
def each_leaf(item)
  if array?(item)
    item.each { |sub| each_leaf(sub) { |leaf| yield leaf } }
  else
    yield item
  end
end
tree = [1, [2, 3], [[4], [5, [6, 7]]], 8]
each_leaf(tree) { |x| print x, " " }
puts
sum = 0
each_leaf(tree) { |x| sum += x }
p sum
def walk(list, depth)
  list.each do |x|
    if array?(x)
      walk(x, depth + 1) { |v, d| yield v, d }
    else
      yield x, depth
    end
  end
end
walk([1, [2, [3, []]], "s"], 0) { |v, d| puts "#{"  " * d}#{v}" }
def countdown(n)
  return if n < 0
  yield n
  countdown(n - 1) { |k| yield k }
end
countdown(4) { |k| print k }
puts
def hanoi(n, from, to, via)
  return if n == 0
  hanoi(n - 1, from, via, to) { |a, b| yield a, b }
  yield from, to
  hanoi(n - 1, via, to, from) { |a, b| yield a, b }
end
moves = []
hanoi(3, "A", "C", "B") { |a, b| moves << a + b }
p moves
p moves.length
