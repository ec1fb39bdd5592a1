# Runtime error: Integer has no upcase; NoMethodError from inside a method called in a loop.
def label(v)
  v.upcase
end
values = ["a", "b", 3, "d"]
i = 0
while i < values.length
  puts label(values[i])
  i += 1
end
puts "never printed"
