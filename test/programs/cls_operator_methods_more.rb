# More operator methods: == and != , ===, bitwise, unary plus, and their use by case/when.
class M
  attr_reader :v
  def initialize(v); @v = v; end
  def ==(o); o.is_a?(M) && v == o.v; end
  def <=(o); v <= o.v; end
  def >(o); v > o.v; end
  def >=(o); v >= o.v; end
  def ===(o); o == v; end
  def **(k); M.new(v ** k); end
  def &(o); M.new(v & o.v); end
  def |(o); M.new(v | o.v); end
  def ^(o); M.new(v ^ o.v); end
  def ~; M.new(~v); end
  def +@; self; end
  def /(o); M.new(v / o.v); end
  def >>(k); M.new(v >> k); end
  def inspect; "M(#{v})"; end
end
a = M.new(6); b = M.new(3)
p a == b, a != b, a == M.new(6), a != M.new(6)
p a <= b, a > b, a >= b
case 6
when a then puts "never"
end
case a
when M.new(6) then puts "no"
else puts "else"
end
p a ** 2, a & b, a | b, a ^ b, ~a, +a, a / b, a >> 1
x = a
x = (x + b rescue 1)
p x
