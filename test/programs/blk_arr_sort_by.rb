# Array#sort_by orders by the block's key (integers or strings) and returns a new array.
a = [5, 3, 9, 1, 7]
p a.sort_by { |x| x }
p a.sort_by { |x| -x }
p a.sort_by { |x| (x - 5).abs * 10 + x }
p a
words = ["pear", "fig", "banana", "kiwis", "apple"]
p words.sort_by { |w| w.length.to_s + w }
p words.sort_by { |w| w }
p words.sort_by { |w| w.reverse }
p [].sort_by { |x| x }
p [42].sort_by { |x| puts "key for #{x}"; x }
pairs = [["b", 2], ["a", 3], ["c", 1]]
p pairs.sort_by { |name, n| n }
p pairs.sort_by { |name, n| name }
p pairs.sort_by { |pair| -pair[1] }.map { |pair| pair[0] }
p [10, 2, 33, 4].sort_by { |x| x.to_s }
