# Array#rotate with no argument, positive and negative counts, counts larger
# than the size, and on empty and one-element arrays; the receiver is unchanged.
a = [1, 2, 3, 4, 5]
p a.rotate
p a.rotate(1)
p a.rotate(2)
p a.rotate(4)
p a.rotate(5)
p a.rotate(6)
p a.rotate(12)
p a.rotate(0)
p a.rotate(-1)
p a.rotate(-2)
p a.rotate(-5)
p a.rotate(-6)
p a.rotate(-13)
p a.rotate(1000001)
p a.rotate(-1000001)
p a
p [].rotate
p [].rotate(3)
p [].rotate(-3)
p [].rotate(0)
p [9].rotate
p [9].rotate(-7)
p [1, 2].rotate
p [1, 2].rotate(3)
p ["a", "b", "c"].rotate
p ["a", "b", "c"].rotate(-1)
p [[1, 2], [3], []].rotate
p [nil, 1, nil].rotate(2)
b = a.rotate(0)
b << 6
p a
p b
c = [[0]]
d = c.rotate
d[0] << 1
p c
n = -6
while n <= 6
  puts "#{n}: #{[:a, :b, :c].rotate(n).inspect}"
  n += 2
end
s = "abcde"
chars = ["a", "b", "c", "d", "e"]
5.times do |i|
  puts chars.rotate(i).join
end
def caesar(letters, k)
  letters.zip(letters.rotate(k))
end
p caesar(["x", "y", "z"], 1)
p caesar(["x", "y", "z"], -1)
x = [1, 2, 3]
3.times do
  x = x.rotate
  p x
end
p s
