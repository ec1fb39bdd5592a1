# Syntax error: an end that closes nothing.
def f
  1
end
p f
end
p f
