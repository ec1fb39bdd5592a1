# Operator methods a class defines: arithmetic, indexing, comparison, unary.
class V
  attr_reader :x, :y
  def initialize(x, y); @x = x; @y = y; end
  def +(o); V.new(@x + o.x, @y + o.y); end
  def -(o); V.new(@x - o.x, @y - o.y); end
  def *(k); V.new(@x * k, @y * k); end
  def [](i); i == 0 ? @x : @y; end
  def []=(i, v); if i == 0 then @x = v else @y = v end; end
  def <<(v); @x += v; self; end
  def -@; V.new(-@x, -@y); end
  def to_s; "(#{@x}, #{@y})"; end
  def <(o); @x < o.x; end
  def %(o); 7; end
end
a = V.new(1, 2); b = V.new(3, 4)
puts a + b, a - b, a * 3, a[0], a[1]
a[1] = 10
a << 5
puts a, -a, a < b, a % b
s = V.new(0, 0)
1000.times { |i| s = s + V.new(i, 1) }
puts s
