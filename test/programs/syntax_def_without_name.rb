# Syntax error: def followed by a parameter list and no method name.
p 1
p 2
def (a, b)
  a + b
end
