# Syntax error: an if without end inside a while; reported at the end of input.
i = 0
while i < 3
  if i.even?
    puts i
  i += 1
end
p i
