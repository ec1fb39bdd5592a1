# puts: strings, numbers, nil, booleans, several arguments, no arguments, trailing newlines.
puts "plain"
puts 42
puts -7
puts nil
puts true
puts false
puts
puts "a", "b", "c"
puts 1, nil, 2
puts ""
puts "ends with newline\n"
puts "two newlines\n\n"
puts "\n"
puts "middle\nnewline"
x = puts "returns nil"
p x
puts "multiple", 3, true
puts "tab\tseparated"
puts "a" + "b"
puts 1 + 2
