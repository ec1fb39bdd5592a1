# Array.new(n) { |i| ... } fills each slot with the block's value for its index; each slot is a separate object.
p Array.new(5) { |i| i * i }
p Array.new(3) { |i| "item#{i}" }
p Array.new(0) { |i| puts "never"; i }
p Array.new(4) { nil }
p Array.new(3) { 7 }
rows = Array.new(3) { [] }
rows[0] << "a"
rows[2] << "c"
p rows
shared = Array.new(3, [])
shared[0] << "x"
p shared
grid = Array.new(2) { |r| Array.new(3) { |c| r * 10 + c } }
p grid
counter = 0
p Array.new(4) { counter += 2 }
p counter
p Array.new(6) { |i| i.even? ? i : -i }
p Array.new(2) { |i| Array.new(i + 1) { |j| j } }
strs = Array.new(2) { "s" }
strs[0] << "!"
p strs
