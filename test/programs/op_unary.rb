# Unary operators: - + ~ ! and how they interact with literals and method calls.
x = 5
p -x
p +x
p -(-x)
p ~x
p ~-x
p ~0
p ~~x
p !x
p !!x
p !nil
p !!nil
p !false
p !0
p -2.abs
p (-2).abs
p -x.abs
p -(x.abs)
p +-3
p -+3
p -0
y = -x
p y
p y.abs
p -y
p ~y
p !true
p ! true
z = nil
p !z
p (!z).to_s
p -x * 2
p -(x * 2)
p 3 - -x
