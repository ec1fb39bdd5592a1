# Array#sort! without a block: Integers, Floats, mixed Integer/Float, Strings
# (byte order), arrays of arrays (element-wise); returns the receiver itself.
a = [5, 3, 9, 1, 7, 3]
r = a.sort!
p r
p a
r << 100
p a
p [].sort!
p [42].sort!
p [2, 1].sort!
p [1, 2, 3, 4].sort!
p [4, 3, 2, 1].sort!
p [0, -1, 10, -10, 5, -5].sort!
p [2 ** 70, -(2 ** 65), 3, 2 ** 64].sort!
p [3.5, -1.25, 0.0, 2.0, -7.5].sort!
p [3, 1.5, 2, 0.5, 1].sort!
p [1.0, 2, 0.5, -3, 2.5].sort!
p ["pear", "apple", "fig", "banana"].sort!
p ["b", "B", "a", "A", "_", "1"].sort!
p ["abc", "ab", "abcd", "", "a"].sort!
p ["Zebra", "apple", "Mango"].sort!
p [[2, 1], [1, 2], [1, 1], [2]].sort!
p [[1, "b"], [1, "a"], [0, "z"]].sort!
p [[], [0], [0, 0], []].sort!
p [[3, [2]], [3, [1]], [1, [5]]].sort!
p [:c, :a, :b].sort!
b = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10]
b.sort!
p b
c = []
n = 0
x = 7
while n < 25
  x = (x * 31 + 11) % 101
  c << x
  n += 1
end
c.sort!
p c
words = ["delta", "alpha", "charlie", "bravo", "echo"]
sorted = words.sort!
puts sorted.join(" ")
p words
def median(arr)
  s = arr + []
  s.sort!
  s[s.length / 2]
end
p median([9, 2, 7, 4, 5])
p median([1.5, 0.5, 2.5])
pts = [[3, 4], [1, 9], [3, 1], [0, 0]]
pts.sort!
pts.each do |pt|
  puts "(#{pt[0]}, #{pt[1]})"
end
d = [[2, 2], [2, 2], [1, 3]]
d.sort!
p d
e = ["10", "9", "100", "1"]
e.sort!
p e
