# Runtime error: String + Integer raises TypeError (no implicit conversion).
name = "item"
i = 1
while i <= 3
  label = name + i.to_s
  puts label
  i += 1
end
puts name + i
puts "never printed"
