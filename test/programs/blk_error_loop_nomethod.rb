# Runtime error: a NoMethodError inside loop do ... end is not swallowed by loop; it ends the program.
stack = [3, 2, 1]
loop do
  top = stack.pop
  puts "popped #{top}"
  puts "next is #{stack.last.succ}"
end
puts "never printed"
