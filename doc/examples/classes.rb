# A class with ivars and attribute readers, a subclass calling super, and
# built-ins calling the program's to_s and <=>.
class Point
  attr_reader :x, :y

  def initialize(x, y)
    @x = x
    @y = y
  end

  def dist2
    @x * @x + @y * @y
  end

  def <=>(other)
    dist2 <=> other.dist2
  end

  def to_s
    "(#{@x}, #{@y})"
  end
end

class Point3 < Point
  def initialize(x, y, z)
    super(x, y)
    @z = z
  end

  def dist2
    super + @z * @z
  end
end

points = [Point.new(3, 4), Point3.new(1, 2, 2), Point.new(0, 1)]
puts points.sort
plain = [Point.new(3, 4), Point.new(1, 2)]
sum = 0
i = 0
while i < 1000
  sum += plain[i % 2].x
  i += 1
end
p sum
