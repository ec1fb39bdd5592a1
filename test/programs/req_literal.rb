# require_relative with literal names: each file once, its top level run at the require, its classes and methods shared
puts "main start"
p require_relative("req/shapes")
p require_relative "req/shapes.rb"
p require_relative("./req/../req/shapes")
s = Shape.new(:square, 3)
p s.perimeter
puts describe(Shape.new(:triangle, 5))
p SIDES.size
p require_relative("req/counter")
p require_relative("req/counter")
c = Counter.new
3.times { c.tick }
p c.tick
p $counter_loads
