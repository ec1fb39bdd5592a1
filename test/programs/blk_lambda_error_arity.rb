# Runtime error: a lambda called with too few arguments, reported inside the lambda as CRuby does.
area = ->(w, h) do
  w * h
end
p area.call(3, 4)
def measure(f)
  f.(5)
end
p measure(area)
puts "never printed"
