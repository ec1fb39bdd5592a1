# String basics: + * length size empty? to_s to_i, and new strings from literals each time.
a = "Hello"
b = "World"
p a + ", " + b
p a * 3
p "-" * 10
p "ab" * 0
p "" * 5
p a.length
p a.size
p "".length
p "".empty?
p " ".empty?
p a.empty?
p a.to_s
p a.to_s.length
p "123".to_i + 1
p "abc".to_i
s = a + b
p s
p a
p b
i = 0
list = []
while i < 3
  t = ""
  t << i.to_s
  list << t
  i += 1
end
p list
p "x" + "y" * 2
p ("x" + "y") * 2
p "a" "b" * 2
p "abc".length + "de".size
c = "dup"
d = c + ""
d << "licate"
p c
p d
