# break in a block given to a user method ends that method call at once; its result is break's value.
def three
  puts "before"
  yield 1
  puts "middle"
  yield 2
  puts "after"
  :normal
end
p(three { |x| x })
p(three { |x| break :early if x == 1 })
p(three { |x| break if x == 2 })
def loop_yield
  i = 0
  while true
    yield i
    i += 1
  end
  puts "unreachable"
end
r = loop_yield { |i| break i * 3 if i == 5 }
p r
def outer_method
  v = inner_method { |x| break x + 1 }
  puts "outer continues with #{v}"
  v * 2
end
def inner_method
  yield 10
  puts "not printed"
  0
end
p outer_method
def collect
  out = []
  out << yield(1)
  out << yield(2)
  out
end
p(collect { |x| x })
p(collect { |x| break "abandoned" if x == 2; x })
