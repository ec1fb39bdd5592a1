# Syntax error: assigning a constant inside a method body (dynamic constant assignment).
LIMIT = 3
def set_limit
  LIMIT = 4
end
p LIMIT
