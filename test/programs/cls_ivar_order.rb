# Classes: objects of one class whose instance variables are set in different orders or only conditionally; unset ivars read as nil.
class Shape
  def initialize(kind, a, b = nil)
    if kind == "rect"
      @width = a
      @height = b
      @kind = kind
    elsif kind == "square"
      @kind = kind
      @height = a
      @width = a
    else
      @radius = a
      @kind = kind
    end
  end
  def set_color(c)
    @color = c
  end
  def label
    @label ||= "#{@kind}-#{@color || "plain"}"
  end
  def dims
    [@width, @height, @radius, @color]
  end
  def area
    if @radius
      (3 * @radius * @radius)
    else
      @width * @height
    end
  end
end

shapes = [Shape.new("rect", 2, 3), Shape.new("square", 4), Shape.new("circle", 5), Shape.new("rect", 6, 1)]
shapes[1].set_color("red")
shapes[2].set_color("blue")
shapes.each { |s| p s.dims }
shapes.each { |s| puts "#{s.label} #{s.area}" }
shapes[0].set_color("green")
puts shapes[0].label
p shapes.map { |s| s.area }.sum
20.times do |i|
  s = Shape.new(i % 3 == 0 ? "circle" : "rect", i, i + 1)
  s.set_color("c#{i}") if i % 4 == 0
  print s.area, " ", s.label, "\n" if i % 5 == 0
end
