# p prints inspect forms, one per line, and returns its argument (or an array of them).
p 1
p "str"
p nil
p true
p [1, "a", nil, [true]]
p 1, 2, 3
p "a", nil
x = p 5
p x
y = p 6, 7
p y
z = p
p z
p []
p ""
p "quote\"inside"
p -0
p p(8)
w = p [1, 2]
p w
p(9)
p (10)
p((11))
v = (p "in parens")
p v
