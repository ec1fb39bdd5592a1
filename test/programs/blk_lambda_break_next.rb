# break and next inside a lambda return from it; inside a block or loop in it they stay there.
stop = ->(x) do
  break x * 2 if x > 3
  x
end
p stop.call(2), stop.call(5)

skip = lambda { |x| next :small if x < 10; :big }
p skip.(3), skip.(30)

# break in a block inside the lambda leaves that block's call.
first_even = ->(list) do
  found = list.each { |x| break x if x.even? }
  found == list ? :none : found
end
p first_even.([1, 3, 4, 5]), first_even.([1, 3])

# break in a while loop inside the lambda leaves the loop.
count_to = ->(n) do
  i = 0
  while true
    i += 1
    break if i >= n
  end
  i * 10
end
p count_to.call(4)

# next in a block inside the lambda goes on with the block's caller.
odds = ->(list) { list.map { |x| next 0 if x.even?; x } }
p odds.([1, 2, 3, 4])

def run_twice(l)
  [l.call(1), l.call(20)]
end
p run_twice(stop)

# A lambda that breaks, yielded to by a method: the method goes on.
def each_value
  results = []
  [1, 5, 2].each { |v| results << yield(v) }
  results
end
p each_value(&stop)
