# A block argument must be a Proc (or nil, for no block).
def f(a)
  block_given? ? yield(a) : [:no_block, a]
end
p f(1) { |x| x + 1 }
p f(2, &nil)
b = proc { |x| x * 10 }
p f(3, &b)
p f(4, &5)
