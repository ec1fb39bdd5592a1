# Floats in string interpolation, to_s/inspect, concatenation and arrays printed by puts.
x = 2.5
y = 1e20
z = 1e-5
puts "x=#{x} y=#{y} z=#{z} sum=#{x + y} prod=#{x * 4}"
puts "third=#{1 / 3.0} tiny=#{1e-300} big=#{1e300 * 1e10}"
s = "val: " + x.to_s + ", " + z.inspect
puts s
p s, x.to_s, y.to_s, (0.1 + 0.2).to_s, 100.0.to_s, 1e16.to_s, 1e15.inspect
arr = [1.5, 2, -0.25, 1e-7, 12345678.9]
puts arr
p arr
print arr, "\n"
puts "#{arr}"
puts arr.map { |v| v.to_s }.join(" | ")
puts [[1.0, 2.5], [3.75]].inspect
puts "#{-0.0} #{-1.0} #{100.0 / 3}"
label = "r" + 3.0.to_s
p label, label.length
