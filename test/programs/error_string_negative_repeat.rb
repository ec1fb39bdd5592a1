# Runtime error: String#* with a negative count raises ArgumentError.
i = 2
while i >= -1
  p "ab" * i
  i -= 1
end
puts "never printed"
