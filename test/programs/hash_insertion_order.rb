# Hash: insertion order is kept; re-assigning a key keeps its place, deleting then re-inserting moves it to the end.
h = {}
h["c"] = 3
h["a"] = 1
h["b"] = 2
p h
p h.keys
h["c"] = 30
p h
h.delete("c")
p h
h["c"] = 300
p h
p h.keys, h.values
h[:z] = 0
h["a"] = nil
p h
h.delete("a")
h.delete("missing")
h["a"] = 1
p h
h.each { |k, v| puts "#{k.inspect} -> #{v.inspect}" }
nums = {}
[5, 3, 9, 3, 1, 5, 7].each { |n| nums[n] = (nums[n] || 0) + 1 }
p nums
p nums.keys
[3, 9].each { |n| nums.delete(n) }
nums[9] = 1
nums[3] = 2
p nums
