# Runtime error: NoMethodError on nil inside a block passed to each, after earlier iterations printed.
list = [1, 2, nil, 4]
total = 0
list.each do |x|
  total += x + 1
  puts "total #{total}"
end
puts "never printed"
