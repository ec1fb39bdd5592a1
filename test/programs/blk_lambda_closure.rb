# Lambdas capture the locals around them, mutate them, and outlive the method that made them.
total = 0
add = ->(n) { total += n }
add.(5)
add.call(7)
p total

def make_counter(start)
  count = start
  increment = -> { count += 1 }
  read = -> { count }
  [increment, read]
end
inc, read = make_counter(10)
3.times { inc.call }
p read.call
inc2, read2 = make_counter(100)
inc2.()
p read.(), read2.()

def adder(n)
  ->(x) { x + n }
end
add3 = adder(3)
add10 = adder(10)
p add3.(1), add10.(1), [1, 2, 3].map(&add3)

# Lambdas stored in an Array and a Hash, called later.
ops = {
  "+" => ->(a, b) { a + b },
  "-" => ->(a, b) { a - b },
  "*" => lambda { |a, b| a * b },
}
p ops.keys
ops.each { |name, f| puts "7 #{name} 3 = #{f.call(7, 3)}" }
pipeline = [->(x) { x + 1 }, ->(x) { x * 3 }, ->(x) { x - 2 }]
p pipeline.inject(5) { |acc, f| f.(acc) }

# A parameter shadows an outer local of the same name; other locals are shared.
x = 1
y = 2
shadow = ->(x) { y += x; x * 100 }
p shadow.(5), x, y

# Each call of the method makes a fresh environment.
def make_acc
  sum = 0
  ->(v) { sum += v }
end
a1 = make_acc
a2 = make_acc
a1.(1)
a1.(2)
a2.(10)
p a1.(0), a2.(0)

# A lambda made inside a loop sees that iteration's block parameter.
makers = []
[1, 2, 3].each { |i| makers << -> { i * i } }
p makers.map { |m| m.call }
