# Line continuation after binary operators, commas, ( [ . and backslash.
a = 1 +
  2
p a
b = 10 -
    3 *
    2
p b
c = 2 **
  3
p c
d = true &&
  false
p d
e = nil ||
  "fallback"
p e
f = 5 ==
  5
p f
g = 7 <
  8
p g
h = 6 &
  3
p h
i = 1 <<
  4
p i
arr = [1,
       2,
       3]
p arr
arr2 = [
  4,
  5
]
p arr2
def add3(x, y, z)
  x + y + z
end
p add3(1,
       2,
       3)
p add3(
  10, 20, 30
)
s = "abc".
  upcase
p s
t = 1 \
  + 2
p t
u = "con" \
    "cat"
p u
v = (1 +
     2) *
    3
p v
w = arr.
  length
p w
x = 100 /
  7 %
  5
p x
y = 1 ? 
  "yes" :
  "no"
p y
puts "a",
  "b"
z = 1 +
  # a comment between lines
  2
p z
