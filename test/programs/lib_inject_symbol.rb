# inject and reduce with a Symbol naming the program's own method (an operator, a named method, a method added to Integer).
class V
  attr_reader :v
  def initialize(v); @v = v; end
  def +(o); V.new(@v + o.v); end
  def add(o, extra = 0); V.new(@v + o.v + extra); end
end
p [V.new(1), V.new(2), V.new(3)].inject(:+).v
p [V.new(1), V.new(2)].inject(V.new(10), :add).v
p [V.new(1), V.new(2)].reduce(:add).v
p (1..3).map { |i| V.new(i) }.inject(:+).v
class W
  def m(a, b); end
end
begin; [W.new, W.new].inject(:m); rescue => e; p e.class, e.message; end
class Integer
  def plus_twice(o) = self + 2 * o
end
p [1, 2, 3].inject(:plus_twice)
class Integer
  def mix(o) = self * 3 + o
end
t = 0
i = 0
while i < 3000
  t += [i, 1, 2].inject(:mix) % 1000
  t += [V.new(i), V.new(1)].inject(:+).v
  i += 1
end
p t
