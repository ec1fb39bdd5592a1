# rest parameters: *rest after required and optional ones, empty, with a block, arity errors
def f(a, *rest)
  p [a, rest]
end
f(1)
f(1, 2, 3)
def g(a, b = 2, *r, &blk)
  p [a, b, r, blk ? blk.call : nil]
end
g(1)
g(1, 9)
g(1, 9, 8, 7) { :blk }
def only(*all)
  all.size
end
p only
p only(1, [2], nil)
def unnamed(a, *)
  a
end
p unnamed(1, 2, 3)
def ret_rest(*xs)
  xs.map { |x| x * 2 }
end
p ret_rest(1, 2, 3)
begin
  f
rescue ArgumentError => e
  puts e.message
end
