# Assignment is an expression: chained assignment and assignment values in arguments.
a = b = c = 5
p a, b, c
b = 6
p a, b
x = (y = 3) + 1
p x, y
p(z = 10)
p z
if (n = 4) > 3
  puts "n is #{n}"
end
s = t = "shared"
t << "!"
p s
i = 0
while (i = i + 1) < 4
  p i
end
arr = [1, 2]
w = arr[0] = 9
p w, arr
v = arr[5] = 1
p v, arr
