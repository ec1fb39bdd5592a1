# Runtime error: ArgumentError calling a method on an object with more arguments than it accepts (optional param included).
class Greeter
  def initialize(greeting)
    @greeting = greeting
  end
  def greet(name, punct = "!")
    "#{@greeting}, #{name}#{punct}"
  end
end

g = Greeter.new("Hello")
puts g.greet("Ann")
puts g.greet("Bob", "?")
calls = [["Cy"], ["Di", "."], ["Ed", ";", "extra"]]
calls.each do |c|
  if c.size == 1
    puts g.greet(c[0])
  elsif c.size == 2
    puts g.greet(c[0], c[1])
  else
    puts g.greet(c[0], c[1], c[2])
  end
end
puts "never printed"
