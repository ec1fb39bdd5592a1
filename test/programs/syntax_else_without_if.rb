# Syntax error: else with no if.
x = 1
p x
x += 1
else
  p x
