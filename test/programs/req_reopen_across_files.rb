# a class of the main file reopened by a required file: its methods and constants join the class, old objects see them
class Point
  attr_reader :x, :y

  def initialize(x, y)
    @x = x
    @y = y
  end
end

a = Point.new(1, 2)
p require_relative("req/point_ext")
b = a.plus(Point.new(3, 4))
puts b
puts Point.new(0, 0)
p Point::ORIGIN_NAME
puts "#{a} and #{b}"
