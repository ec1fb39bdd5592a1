# Runtime error: unbounded recursion raises SystemStackError ("stack level too deep").
def down(n)
  down(n + 1)
end
puts "recursing forever"
down(0)
puts "never printed"
