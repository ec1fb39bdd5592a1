# Runtime error: top-level methods are private, so calling one with an explicit receiver fails.
def double(n)
  n * 2
end
p double(4)
x = 5
p x.abs
p x.double
puts "never printed"
