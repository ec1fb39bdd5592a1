# Runtime error: calling an undefined method with parentheses raises NoMethodError.
def defined_one
  "defined"
end
p defined_one
p defined_one()
puts "calling an undefined method next"
undefined_one()
puts "never printed"
