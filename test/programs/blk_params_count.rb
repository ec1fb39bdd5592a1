# Blocks with zero, one and two parameters, and with parameters the body never uses.
def give_two
  yield 3, 4
end
def give_one
  yield "only"
end
def give_none
  yield
end
give_none { puts "no params" }
give_one { puts "param ignored (no pipes)" }
give_one { |s| puts "one: #{s}" }
give_two { |a, b| puts "two: #{a} #{b} sum=#{a + b}" }
give_two { |a, unused| puts "first only: #{a}" }
give_two { |_, b| puts "second only: #{b}" }
give_two { |_a, _b| puts "both unused" }
count = 0
[5, 6, 7].each { |_x| count += 1 }
p count
[5, 6, 7].each { count += 10 }
p count
[[1, 2], [3, 4]].each { |pair| p pair }
[9, 8].each_with_index { |v, i| puts "#{i}:#{v}" }
[9, 8].each_with_index { |v| puts "value #{v}" }
p(give_two { |a, b| a * b })
