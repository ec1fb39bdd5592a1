# Array#inspect and to_s, in p, puts of inspect, print and string interpolation.
a = [1, "two", nil, true, [3, "four"], []]
p a
puts a.inspect
puts a.to_s
print a, "\n"
puts "a = #{a}"
p a.to_s
p a.inspect == a.to_s
p [[[]]]
p ["quote\"", "back\\", "nl\n"]
p [-1, 0, 1]
puts [1, 2].to_s + "!"
s = "#{[nil]}"
p s
p [1, [2, [3, [4]]]].inspect.length
p ["#{1}", "#{[1]}"]
