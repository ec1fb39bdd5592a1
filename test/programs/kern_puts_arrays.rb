# puts with arrays: one element per line, flattened recursively; nil elements print empty lines.
puts [1, 2, 3]
puts "--"
puts ["a", ["b", ["c", "d"]]]
puts "--"
puts [1, nil, 2]
puts "--"
puts [[], 1]
puts "--"
puts [1, [], [[]], 2]
puts "--"
puts []
puts "-- empty array alone prints an empty line"
puts [nil]
puts "--"
puts [[nil]]
puts "--"
puts [true, false]
puts "--"
puts [1, 2], [3]
puts "--"
puts "x", [], "y"
puts "--"
a = ["line one", "line two"]
puts a
puts "--"
puts [[1, 2], [3, [4, [5]]]]
