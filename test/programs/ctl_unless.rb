# unless / else, unless as a modifier and as an expression.
x = 5
unless x > 10
  puts "x is not greater than 10"
end
unless x > 1
  puts "small"
else
  puts "not small"
end
unless nil
  puts "nil is falsy"
end
unless 0
  puts "never"
else
  puts "0 is truthy"
end
puts "modifier unless" unless x == 4
puts "skipped" unless x == 5
v = unless x == 5 then "a" else "b" end
p v
w = unless true then "never" end
p w
def check(n)
  return "even" unless n.odd?
  "odd"
end
p check(2)
p check(3)
unless x < 0 || x > 9
  puts "in range"
end
