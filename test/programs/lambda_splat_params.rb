# Lambdas with splat parameters: the values past the plain ones packed into
# an Array as a method packs them, the count checked as a method checks it,
# and arity as CRuby reports it.
collect = ->(*all) { all }
p collect.call, collect.(1), collect[1, 2, 3]

head_tail = ->(head, *tail) { [head, tail] }
p head_tail.call(1), head_tail.call(1, 2, 3), head_tail.call([4, 5])
begin
  head_tail.call
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

with_default = ->(a, b = 10, *rest) { [a, b, rest] }
p with_default.call(1), with_default.call(1, 2), with_default.call(1, 2, 3, 4)
p collect.arity, head_tail.arity, with_default.arity, collect.lambda?

def twice(f)
  [f.call(1, 2), f.call(3)]
end
p twice(->(*xs) { xs.sum })

sums = 0
adder = ->(*xs) { xs.sum }
i = 0
while i < 3000
  sums += adder.call(i, 1, 2)
  sums += adder.call(i)
  i += 1
end
p sums

def run_all(*fs)
  fs.map { |f| f.call(:x, :y) }
end
p run_all(->(*a) { a.size }, ->(a, *b) { b }, lambda { |*| :ignored })

counts = [1, 2, 3].map { |n| ->(*a) { a.size + n } }
p counts.map { |f| f.call(0, 0) }
