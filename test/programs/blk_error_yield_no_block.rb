# Runtime error: yield in a method called without a block raises LocalJumpError (no block given (yield)).
def each_pair(a, b)
  yield a, b
end
each_pair(1, 2) { |x, y| puts x + y }
def safe(v)
  block_given? ? yield(v) : "no block for #{v}"
end
puts safe(3)
puts safe(3) { |v| v * 2 }
each_pair(3, 4)
puts "never printed"
