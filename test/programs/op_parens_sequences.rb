# Parenthesised expressions and statement sequences (a; b) whose value is the last one.
x = (1; 2; 3)
p x
y = (a = 4; b = 5; a * b)
p y
p a, b
z = (puts "side effect"; 42)
p z
p((1 + 2) * (3 + 4))
p (((((1)))))
w = (
  c = 10
  c + 1
)
p w
v = ()
p v
r = (nil; )
p r
p((a; b; a + b))
q = (x > 2 ? (x * 10) : (x - 10))
p q
