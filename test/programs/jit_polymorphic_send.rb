# One send meeting several classes in a hot loop, made through the runtime
# by the executor: each class's method is found again after a def replaces
# one of them, after a module included later overrides none (the class's
# own method still wins), after one included into a subclass comes before
# the superclass's method, and after the subclass gains its own.
class Circle
  def initialize(r)
    @r = r
  end
  def area
    3 * @r * @r
  end
end
class Square
  def initialize(s)
    @s = s
  end
  def area
    @s * @s
  end
end
class Rect
  def initialize(w, h)
    @w = w
    @h = h
  end
  def area
    @w * @h
  end
end
class Tall < Rect
end

shapes = [Circle.new(2), Square.new(3), Rect.new(2, 5), Tall.new(1, 7)]

def total(shapes, rounds)
  t = 0
  r = 0
  while r < rounds
    i = 0
    while i < shapes.length
      t += shapes[i].area
      i += 1
    end
    r += 1
  end
  t
end

p total(shapes, 3000)
class Square
  def area
    @s * @s * 10
  end
end
p total(shapes, 3000)
module Doubled
  def area
    0
  end
end
class Circle
  include Doubled
end
p total(shapes, 3000)
module Flat
  def area
    100
  end
end
class Tall
  include Flat
end
p total(shapes, 3000)
class Tall
  def area
    -1
  end
end
p total(shapes, 3000)
p shapes.map(&:area)
