# Runtime error: a method that String does not have raises NoMethodError.
s = "hello"
p s.upcase
p s.length
p s.reverse
p s.shout
puts "never printed"
