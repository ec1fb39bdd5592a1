# Struct: classes with members, made at run time.
Point = Struct.new(:x, :y)
a = Point.new(1, 2)
b = Point.new(1, 2)
p a, a.x, a.y, a == b, a == Point.new(2, 1), a.to_a, a.members, Point.members
a.x = 10
p a.x, a[0], a[:y], a["y"], a[-1], a.size
a[1] = 20
p a, a.to_h
puts a.to_s, "#{a}"
p Point.new(5), Point.new.to_a
p Point, Point.class, Point.superclass, a.is_a?(Struct), a.class

Pair = Struct.new(:left, :right) do
  def sum
    left + right
  end

  def to_s
    "(#{left}, #{right})"
  end
end
pr = Pair.new(3, 4)
p pr.sum
puts pr
p pr

class Point3 < Struct.new(:x, :y, :z)
  def norm2
    x * x + y * y + z * z
  end
end
q = Point3.new(1, 2, 3)
p q.norm2, q, Point3.members
q.each { |v| print v, " " }
puts
q.each_pair { |k, v| print k, "=", v, " " }
puts
p [Point.new(3, 1), Point.new(1, 2)].map(&:x).sort
sum = 0
1000.times { |i| pt = Point.new(i, 1); sum += pt.x + pt.y }
p sum
begin
  Point.new(1, 2, 3)
rescue ArgumentError => e
  puts e.message
end
begin
  a[5]
rescue IndexError => e
  puts e.message
end
begin
  a[:zz]
rescue NameError => e
  puts e.message.split("\n")[0]
end
