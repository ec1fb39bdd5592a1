# Math.sqrt of a negative number raises Math::DomainError.
p Math.sqrt(1), Math.sqrt(0.0)
x = 1 - 2
p x
p Math.sqrt(x)
puts "not reached"
