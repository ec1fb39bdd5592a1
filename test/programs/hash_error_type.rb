# Runtime error: TypeError from String#+ with an Integer taken from a hash of mixed values ("a" + 5).
row = { "name" => "widget", "count" => 5, "price" => "9.99" }
puts "name: " + row["name"]
puts "price: " + row["price"]
puts "count: #{row["count"]}"
puts row["count"] + 1
total = 0
row.each { |k, v| total += k.length }
p total
puts "count: " + row["count"]
puts "never printed"
