# Attribute readers and writers called again and again from one site (tier 1
# rewrites such a send to skip the lookup), then met with what must not take
# that shortcut: another class, another shape, a singleton method, a
# redefinition, a value that is not an object.
class Point
  attr_accessor :x, :y
  def initialize(x, y)
    @x = x
    @y = y
  end
end

class Other
  attr_reader :x
  def initialize
    @z = 0
    @x = :other
  end
end

def read_x(o)
  o.x
end

def write_x(o, v)
  o.x = v
end

pts = Array.new(5) { |i| Point.new(i, i * 2) }
sum = 0
300.times do
  pts.each do |pt|
    sum += read_x(pt)
    write_x(pt, pt.x + 1)
  end
end
p sum, pts.map { |pt| pt.x }

p read_x(Other.new)                  # another class at the same site
class Point
  def widen
    @w = 5
  end
end
odd = Point.new(1, 2)
odd.widen                             # one more ivar: another shape
p read_x(odd)
write_x(odd, 11)
p read_x(odd)

class Late
  attr_accessor :x, :y
end
late = Late.new                       # no ivars yet: the writer adds one
p read_x(late)
write_x(late, 7)
p read_x(late), late.y

special = Point.new(3, 4)
def special.x
  "singleton"
end
p read_x(special)
write_x(special, 9)
p special.y

p((read_x(42) rescue "NoMethodError"))
p((write_x(nil, 1) rescue "NoMethodError"))

class Point
  def x
    @x * 100
  end

  def x=(v)
    @x = -v
  end
end
p read_x(pts[0])
write_x(pts[0], 5)
p pts[0].y, read_x(pts[0])
total = 0
1000.times { total += read_x(pts[1]) }
p total
