# Runtime error: top-level locals are not visible inside a method body (NameError).
limit = 10
def over_limit?(n)
  n > limit
end
puts "limit is #{limit}"
p over_limit?(5)
puts "never printed"
