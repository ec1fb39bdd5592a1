# objects of the program's classes as Hash keys through their own hash and eql?: [] []= key? fetch delete, uniq, set operations
class Point
  attr_reader :x, :y

  def initialize(x, y)
    @x = x
    @y = y
  end

  def hash
    [x, y].hash
  end

  def eql?(other)
    other.class == Point && x == other.x && y == other.y
  end

  def inspect
    "P(#{x}, #{y})"
  end
end

h = {}
h[Point.new(1, 2)] = "a"
h[Point.new(3, 4)] = "b"
p h[Point.new(1, 2)]
p h[Point.new(3, 4)]
p h[Point.new(5, 6)]
h[Point.new(1, 2)] = "c"
p h.size
p h
p h.key?(Point.new(3, 4)), h.include?(Point.new(9, 9))
p h.fetch(Point.new(1, 2))
p h.fetch(Point.new(7, 7), "default")
p h.delete(Point.new(3, 4))
p h.delete(Point.new(3, 4))
p h.keys
points = [Point.new(1, 1), Point.new(2, 2), Point.new(1, 1), Point.new(2, 2), Point.new(3, 3)]
p points.uniq
p points - [Point.new(1, 1)]
p points & [Point.new(3, 3), Point.new(2, 2)]
p [Point.new(1, 1)] | [Point.new(1, 1), Point.new(4, 4)]
big = (1..20).map { |i| Point.new(i % 5, 0) }
p big.uniq.size
p (big - [Point.new(0, 0), Point.new(1, 0)]).size
visits = {}
[Point.new(0, 0), Point.new(0, 1), Point.new(0, 0)].each do |pt|
  visits[pt] = (visits[pt] || 0) + 1
end
p visits
p({ Point.new(1, 2) => 1 } == { Point.new(1, 2) => 1 })
p({ [Point.new(1, 2), :k] => 5 }[[Point.new(1, 2), :k]])
