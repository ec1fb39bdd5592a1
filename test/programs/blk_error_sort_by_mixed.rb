# Runtime error: sort_by with block keys of different classes fails with ArgumentError (comparison failed).
words = ["bb", "a", "ccc"]
p words.sort_by { |w| w.length }
p words.sort_by { |w| w }
mixed = ["x", "yy", "zzz"]
p mixed.sort_by { |w| w.length == 2 ? "two" : w.length }
puts "never printed"
