# Runtime error: TypeError (String can't be coerced into Integer) inside a map block.
values = [1, 2, "three", 4]
puts values.length
doubled = values.map do |v|
  puts "adding to #{v.inspect}"
  10 + v
end
p doubled
