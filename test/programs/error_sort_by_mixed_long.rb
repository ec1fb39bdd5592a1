# sort_by compares keys in CRuby's order too: the failing pair names the
# String key and the Integer key CRuby's sort meets first.
items = (1..12).to_a
p items.sort_by { |i| -i }
p items.sort_by { |i| [i % 3, i] }
keys = items.sort_by { |i| i == 9 ? "nine" : i % 5 }
p keys
puts "not reached"
