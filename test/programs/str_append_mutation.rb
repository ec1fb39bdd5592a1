# String#<< mutates in place and is visible through every reference; + makes a new string.
a = "abc"
b = a
b << "def"
p a
p b
c = a + "!"
c << "?"
p a
p c
s = ""
s << "x" << "y" << "z"
p s
r = (s << "w")
p r
p s
n = "num:"
n << 42.to_s
p n
def build(count)
  out = ""
  i = 0
  while i < count
    out << "#{i},"
    i += 1
  end
  out
end
p build(5)
p build(0)
p build(1) == build(1)
list = ["a", "b"]
first = list[0]
first << "a"
p list
words = []
w = "w"
words << w
words << w
w << "!"
p words
x = "lit"
y = "lit"
x << "eral"
p x
p y
def fresh
  "fresh"
end
f1 = fresh
f1 << "!"
p f1
p fresh
k = 0
acc = []
while k < 3
  t = "t"
  t << k.to_s
  acc << t
  k += 1
end
p acc
