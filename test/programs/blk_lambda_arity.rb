# A lambda checks its argument count as a method does; a proc does not.
def try
  yield
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
two = ->(a, b) { [a, b] }
try { p two.call(1, 2) }
try { p two.call(1) }
try { p two.call(1, 2, 3) }
try { p two.call([1, 2]) }
try { p two.(1) }
try { p two[] }
opt = ->(a, b = 10, c = 20) { [a, b, c] }
try { p opt.call(1) }
try { p opt.call(1, 2) }
try { p opt.call(1, 2, 3) }
try { p opt.call }
try { p opt.call(1, 2, 3, 4) }
try { p opt.call([1, 2]) }
none = -> { :none }
try { p none.call }
try { p none.call(1) }
one = lambda { |x| x }
try { p one.call([1, 2]) }
try { p one.call }
try { p one.call(1, 2) }
pr = proc { |a, b| [a, b] }
try { p pr.call(1) }
try { p pr.call(1, 2, 3) }
try { p pr.call([1, 2]) }
# Passed as a block, a lambda still checks what yield gives it.
try { p [[1, 2], [3, 4]].map(&two) }
try { p [1, 2].map(&->(x) { x + 1 }) }
try { p [[1, 2], [3, 4]].map(&pr) }
def give_two
  yield 1, 2
end
try { p give_two(&two) }
try { p give_two(&->(x) { x }) }
try { p give_two(&opt) }
count = 0
5.times do |i|
  try { count += two.call(i).length }
end
p count
