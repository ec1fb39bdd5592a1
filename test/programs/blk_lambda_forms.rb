# Lambda literals in every form, called with call, .(), [], yield and ===.
double = ->(x) { x * 2 }
add = -> a, b { a + b }
answer = -> { 42 }
square = lambda { |x| x * x }
greet = lambda do |name|
  "hello, #{name}"
end
shout = ->(s) do
  s.upcase + "!"
end
p double.call(3), double.(4), double[5], double.yield(6)
p add.call(1, 2), add.(3, 4), add[5, 6]
p answer.call, answer.(), answer[]
p square.call(7), square.(8)
puts greet.call("world"), shout.("hey")
p double.lambda?, square.lambda?, proc { |x| x }.lambda?
p double.arity, add.arity, answer.arity, square.arity, ->(a, b = 1) { }.arity, ->(a = 1, b = 2) { }.arity
p proc { |x, y| }.arity, proc { }.arity, proc { || }.arity, proc { |x| }.arity
p double.class, double.is_a?(Proc)
is_even = ->(n) { n.even? }
[1, 2, 3].each do |n|
  case n
  when is_even then puts "#{n} is even"
  else puts "#{n} is odd"
  end
end
p [1, 2, 3].map(&double)
p [1, 2, 3, 4].select(&is_even)
p ->(x) { ->(y) { x + y } }.(10).(5)
