# Leading-dot method chains: a line starting with .name continues the previous expression.
s = "hello"
  .upcase
  .reverse
p s
n = "  "
  .length
p n
a = [3, 1, 2]
  .sort
  .reverse
p a
b = [1, 2, 3]
  .join("-")
  .length
p b
c = "abc"
  .include?("b")
p c
d = 5
  .succ
  .succ
p d
word = "ruby"
w = word
  .capitalize
p w
p word
m = [5, 9, 2]
  .max
p m
e = [4, 8]
  # comments may sit between the lines of a chain
  .sum
p e
