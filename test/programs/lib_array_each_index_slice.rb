# Array#each_index with a block (returns the receiver) and Array#each_slice(n)
# with a block (the last slice may be shorter; returns the receiver in 3.1).
a = [:a, :b, :c, :d]
r = a.each_index do |i|
  puts "#{i} -> #{a[i].inspect}"
end
p r
[].each_index do |i|
  puts "never #{i}"
end
sum = 0
[10, 20, 30].each_index do |i|
  sum += i
end
p sum
rev = []
words = ["x", "y", "z"]
words.each_index do |i|
  rev << words[words.length - 1 - i]
end
p rev
m = [[1, 2], [3, 4, 5], []]
m.each_index do |i|
  m[i].each_index do |j|
    print "(#{i},#{j})"
  end
end
puts
nums = [1, 2, 3, 4, 5, 6, 7]
r = nums.each_slice(3) do |s|
  p s
end
p r
nums.each_slice(2) do |s|
  puts s.join("+")
end
nums.each_slice(1) do |s|
  print s.inspect
end
puts
nums.each_slice(100) do |s|
  p s
end
[].each_slice(2) do |s|
  p s
end
[1, 2, 3, 4, 5, 6].each_slice(3) do |s|
  p s
end
["a", "b", "c", "d", "e"].each_slice(2) do |pair|
  puts "#{pair[0]}#{pair[1].inspect}"
end
rows = []
[9, 8, 7, 6, 5].each_slice(2) do |s|
  rows << s.length
end
k = 1
while k <= 4
  count = 0
  [1, 2, 3, 4, 5, 6, 7, 8, 9].each_slice(k) do |s|
    count += 1
  end
  puts "slices of #{k}: #{count}"
  k += 1
end
def chunk_sums(arr, n)
  out = []
  arr.each_slice(n) do |s|
    t = 0
    s.each do |v|
      t += v
    end
    out << t
  end
  out
end
p chunk_sums([1, 2, 3, 4, 5], 2)
p chunk_sums([], 3)
p rows
