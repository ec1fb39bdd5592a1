# Syntax error: a case without end; reported at the last line.
n = 2
case n
when 1 then puts "one"
when 2 then puts "two"
puts "after"
p n

