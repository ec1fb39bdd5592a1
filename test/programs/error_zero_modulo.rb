# Runtime error: modulo by zero raises ZeroDivisionError, here inside a loop.
i = 3
while i >= 0
  puts "7 % #{i} = #{7 % i}"
  i -= 1
end
puts "never printed"
