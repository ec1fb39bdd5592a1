# Block syntax: { |x| ... } and do |x| ... end, one-line and multi-line forms, on built-ins and user methods.
def twice
  yield 1
  yield 2
end
[10, 20, 30].each { |x| puts x }
[10, 20, 30].each do |x|
  puts x + 1
end
twice { |n| puts "brace #{n}" }
twice do |n|
  puts "do #{n}"
end
twice do |n| puts "one-line do #{n}" end
twice {
  |n|
  puts "multi-line brace #{n}"
}
twice() { |n| print n, ";" }
puts
r = [1, 2, 3].map { |x| x * x }
p r
s = [1, 2, 3].map do |x|
  x + 100
end
p s
p [4, 5].map { |v| v - 1 }
puts [7, 8].map { |v| v * 2 }.inspect
3.times { print "*" }
puts
2.times do print "#" end
puts
