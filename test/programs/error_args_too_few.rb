# Runtime error: passing too few arguments raises ArgumentError.
def greet(greeting, name)
  "#{greeting}, #{name}"
end
p greet("Hi", "Ann")
puts "now with one argument"
p greet("Hi")
puts "never printed"
