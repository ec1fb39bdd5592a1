# Class methods (def self.x in a class body): called on the class, inherited
# by subclasses, calling new and other class methods through self.
class Point
  attr_reader :x, :y
  def initialize(x, y)
    @x = x
    @y = y
  end

  def self.origin
    new(0, 0)
  end

  def self.from_pair(pair)
    new(pair[0], pair[1])
  end

  def self.describe(p)
    "(#{p.x}, #{p.y})"
  end

  def to_s
    Point.describe(self)
  end
end

class Point3 < Point
  def self.origin
    p3 = super
    [p3.x, p3.y, :z]
  end
end

class Strength
  def self.of(sym)
    table[sym]
  end

  def self.table
    { required: 0, strong: 1, weak: 2 }
  end
end

puts Point.origin
puts Point.from_pair([3, 4])
p Point3.origin
puts Point3.from_pair([5, 6])
p Strength.of(:strong)
p Strength.of(:weak)
sum = 0
2000.times { |i| sum += Strength.of(i.even? ? :strong : :weak) }
p sum
p Point.name
Point.nope
