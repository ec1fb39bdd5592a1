# return inside a lambda leaves the lambda only; a proc's return leaves its method.
def with_lambda
  l = ->(x) { return x * 10 }
  v = l.call(4)
  "lambda gave #{v}, method goes on"
end
puts with_lambda

def with_proc
  pr = proc { |x| return x * 10 }
  pr.call(4)
  "never"
end
p with_proc

# A return in a block inside the lambda leaves the lambda.
find = lambda do |list, target|
  list.each_with_index { |x, i| return i if x == target }
  -1
end
p find.call([5, 6, 7], 7), find.call([5, 6, 7], 9)

# A return inside a while loop inside a lambda.
first_square_over = ->(n) do
  i = 0
  while true
    return i if i * i > n
    i += 1
  end
end
p first_square_over.(50)

# A proc called in a lambda returns from the lambda it was written in.
outer = -> do
  inner = proc { return :from_proc }
  inner.call
  :not_reached
end
p outer.call

# Lambdas returning early, called from a method that keeps going.
def classify(values)
  sign = ->(v) do
    return :zero if v == 0
    return :negative if v < 0
    :positive
  end
  values.map { |v| sign.(v) }
end
p classify([3, 0, -2])

# return with several values makes an Array, and a bare return gives nil.
pair = -> { return 1, 2 }
empty = -> { return }
p pair.call, empty.call

def method_after_lambda
  [1, 2, 3].each do |x|
    l = -> { return x * 100 }
    return l.call if x == 2
  end
  :none
end
p method_after_lambda
