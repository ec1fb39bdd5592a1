# Classes: an expression tree of Num/Var/Op nodes (Var inherits from Num) with recursive value, to_s and a simplifier building new nodes.
class Num
  attr_reader :v
  def initialize(v)
    @v = v
  end
  def value
    @v
  end
  def to_s
    @v.to_s
  end
  def simplify
    self
  end
  def const?
    true
  end
end

class Var < Num
  def const?
    false
  end
end

class Op
  def initialize(op, l, r)
    @op = op
    @l = l
    @r = r
  end
  def const?
    false
  end
  def combine(x, y)
    @op == "+" ? x + y : x * y
  end
  def to_s
    "(#{@l} #{@op} #{@r})"
  end
  def simplify
    a = @l.simplify
    b = @r.simplify
    return Num.new(combine(a.v, b.v)) if a.const? && b.const?
    Op.new(@op, a, b)
  end
  def value
    combine(@l.value, @r.value)
  end
end

e = Op.new("+", Op.new("*", Num.new(3), Num.new(4)), Op.new("+", Num.new(5), Op.new("*", Num.new(2), Num.new(10))))
puts e, e.value, e.simplify
f = Op.new("*", Op.new("+", Num.new(1), Num.new(2)), Var.new("x"))
puts f, f.simplify
deep = Num.new(1)
20.times { |i| deep = i % 2 == 0 ? Op.new("+", deep, Num.new(i)) : Op.new("*", deep, Num.new(2)) }
puts deep.value, deep.simplify
