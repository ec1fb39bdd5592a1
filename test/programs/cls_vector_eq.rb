# Classes: a 2D vector with user == used by Array#==, include? and index, user inspect used by p, and methods returning new objects.
class Vec
  attr_reader :x, :y
  def initialize(x, y)
    @x = x
    @y = y
  end
  def ==(other)
    other.x == @x && other.y == @y
  end
  def plus(other)
    Vec.new(@x + other.x, @y + other.y)
  end
  def scale(k)
    Vec.new(@x * k, @y * k)
  end
  def dot(other)
    @x * other.x + @y * other.y
  end
  def inspect
    "Vec(#{@x}, #{@y})"
  end
  def to_s
    "<#{@x},#{@y}>"
  end
end

a = Vec.new(1, 2)
b = Vec.new(3, -1)
c = Vec.new(1, 2)
p a
p a == c
p a == b
p a.plus(b)
p a.scale(3).plus(b.scale(-1))
puts a.dot(b)
list = [a, b, a.plus(b)]
p list
p list.include?(Vec.new(4, 1))
p list.include?(Vec.new(4, 2))
p list.index(Vec.new(3, -1))
p list.index(Vec.new(0, 0))
p list == [Vec.new(1, 2), Vec.new(3, -1), Vec.new(4, 1)]
p list == [Vec.new(1, 2), Vec.new(3, -1)]
puts "sum is #{list.inject(Vec.new(0, 0)) { |acc, v| acc.plus(v) }}"
p [a, [b, c]]
