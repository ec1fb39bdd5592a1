# Syntax error: a def without its end; CRuby reports the last line of the file.
puts "start"
def add(a, b)
  a + b

p add(1, 2)
puts "done"
