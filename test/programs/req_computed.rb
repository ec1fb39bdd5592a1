# require_relative with names computed at run time, from a method and a loop; each loads once
def load_part(name)
  require_relative("req/" + name)
end

p load_part("counter")
["counter", "shapes"].each { |n| p load_part(n) }
names = ["shapes", "counter"]
i = 0
while i < names.size
  p require_relative("req/#{names[i]}")
  i += 1
end
p Counter.new.tick
p Shape.new(:square, 2).perimeter
p $counter_loads
