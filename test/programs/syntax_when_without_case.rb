# Syntax error: when outside a case.
v = 2
p v
when 2
  puts "two"
end
