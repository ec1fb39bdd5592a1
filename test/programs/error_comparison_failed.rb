# Runtime error: comparing an Integer with a String raises ArgumentError.
p [3, 1, 2].sort
p ["b", "a"].sort
p 1 < 2
p 1 < "2"
puts "never printed"
