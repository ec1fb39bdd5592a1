# Classes: shapes with float areas (Math.sqrt for Heron's formula), inheritance, overridden methods, format.
class Shape
  def initialize(name)
    @name = name
  end
  def describe
    format("%-9s area=%.3f perimeter=%.2f", @name, area, perimeter)
  end
end

class Circle < Shape
  def initialize(r)
    super("circle")
    @r = r.to_f
  end
  def area
    3.14159 * @r * @r
  end
  def perimeter
    2 * 3.14159 * @r
  end
end

class Rect < Shape
  def initialize(w, h)
    super("rect")
    @w = w
    @h = h
  end
  def area
    (@w * @h).to_f
  end
  def perimeter
    2.0 * (@w + @h)
  end
end

class Triangle < Shape
  def initialize(a, b, c)
    @a = a
    @b = b
    @c = c
    super("triangle")
  end
  def perimeter
    (@a + @b + @c).to_f
  end
  def area
    s = perimeter / 2
    Math.sqrt(s * (s - @a) * (s - @b) * (s - @c))
  end
end

shapes = [Circle.new(1), Rect.new(3, 4), Triangle.new(3, 4, 5), Circle.new(2.5), Triangle.new(2, 2, 3)]
shapes.each { |s| puts s.describe }
total = shapes.inject(0.0) { |acc, s| acc + s.area }
puts "total %.4f" % total
biggest = shapes.sort_by { |s| s.area }.last
puts biggest.describe
puts shapes.map { |s| s.area.round }.inspect
