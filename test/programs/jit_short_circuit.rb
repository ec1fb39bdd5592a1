# JIT hazard: && and || in hot loops return their deciding operand (not a boolean), whose type changes across phases; ||= and &&= on locals and array slots.
a = nil
count = 0
joined = ""
i = 0
while i < 9000
  x = i % 3 == 0 ? nil : (i % 3 == 1 ? false : i)
  y = x || "d"
  z = x && i
  count += 1 if y == "d"
  count += 2 if z == false
  count += 3 if z.nil?
  if i % 1500 == 0 || i % 1500 == 1 || i % 1500 == 2
    joined << "#{y.inspect}/#{z.inspect} "
  end
  a ||= i if i > 5000
  i += 1
end
p count
p a
puts joined
slots = Array.new(20)
i = 0
while i < 6000
  slots[i % 20] ||= i
  slots[i % 20] &&= slots[i % 20] + 1 if i > 3000 && i % 2 == 0
  i += 1
end
p slots
v = 0
w = "s"
i = 0
while i < 4000
  v = (v > 100 && 0) || v + 1
  w = (i % 1000 == 999 && nil) || w
  i += 1
end
p v, w
p((nil || false), (false || nil), (1 && nil), (nil && 1), (0 || 5), ("" && "t"))
