# Objects made in hot loops: the same site making objects of one class, then
# of another; initialize redefined while loops run; objects gaining more
# ivars later than their siblings; a subclass's initialize calling super.
class Pt
  def initialize(x, y)
    @x = x
    @y = y
  end
  def sum
    @x + @y
  end
end
class Pt3 < Pt
  def initialize(x, y, z)
    super(x, y)
    @z = z
  end
  def sum
    super + @z
  end
end
total = 0
i = 0
while i < 300
  p1 = Pt.new(i, 1)
  total += p1.sum
  i += 1
end
p total
class Q
  def initialize(a, b)
    @b = b
    @a = a
  end
  def sum
    @a - @b
  end
end
klass = Q
made = []
300.times do |k|
  klass = Pt if k == 150
  o = klass.new(k, 2)
  made << o if k % 100 == 0
end
p made.map { |o| o.sum }
class Pt
  def initialize(x, y)
    @x = x * 10
    @y = y
    @extra = 1 if x > 250
  end
end
s = 0
300.times { |k| s += Pt.new(k, 1).sum }
p s
t = 0
200.times { |k| t += Pt3.new(k, 1, 2).sum }
p t
