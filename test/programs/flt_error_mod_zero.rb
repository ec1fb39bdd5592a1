# Float modulo by zero raises ZeroDivisionError even though Float division by zero does not.
p 5.0 / 0.0, 5 / 0.0, 0.0 / 0
p 5.0 % 2.0, -5.0 % 2
z = 0.0
p 5.5 % z
puts "not reached"
