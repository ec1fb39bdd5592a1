# Runtime error: NoMethodError calling a String method on nil returned by [] for a missing hash key.
names = { 1 => "one", 2 => "two", 3 => "three" }
[1, 2, 3].each { |i| puts names[i].upcase }
names.delete(2)
puts "deleted 2, #{names.size} left"
p names
[3, 1, 2].each do |i|
  puts "#{i}: #{names[i].capitalize}"
end
puts "never printed"
