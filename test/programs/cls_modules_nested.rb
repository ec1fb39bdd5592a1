# Modules and classes as namespaces: nested definitions, qualified names,
# lexical constant lookup, reopening.
module Shapes
  SIDES = { triangle: 3, square: 4 }

  class Shape
    attr_reader :name

    def initialize(name)
      @name = name
    end

    def sides
      SIDES[name]
    end
  end

  class Triangle < Shape
    def initialize
      super(:triangle)
    end
  end

  module Geometry
    PI_ISH = 3

    class Circle
      def area(r)
        PI_ISH * r * r
      end
    end

    def self.unit
      Circle.new.area(1)
    end
  end

  def self.make(kind)
    kind == :triangle ? Triangle.new : Shape.new(kind)
  end
end

module Shapes
  class Square < Shape
    def initialize
      super(:square)
    end
  end
end

t = Shapes::Triangle.new
p t.sides, t.name
p Shapes::Square.new.sides
p Shapes.make(:triangle).class
p Shapes::Geometry::Circle.new.area(2)
p Shapes::Geometry.unit
p Shapes::Geometry::PI_ISH
p Shapes::Triangle, Shapes::Geometry::Circle.name
p Shapes::Triangle.superclass

class Outer
  class Inner
    def hi; "inner"; end
  end
  def make; Inner.new; end
end
p Outer.new.make.hi, Outer::Inner.new.hi

begin
  Shapes::Nope
rescue NameError => e
  puts e.message.split("\n")[0]
end
