# Runtime error: ZeroDivisionError in a block nested two levels deep (each inside each).
rows = [[4, 2], [8, 1], [6, 0], [9, 3]]
rows.each do |row|
  puts "row #{row.inspect}"
  row.each do |d|
    puts 24 / d
  end
end
puts "never printed"
