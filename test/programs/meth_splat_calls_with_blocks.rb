# Calls whose arguments spread from Arrays, with blocks: f(*a) { }, f(*a, &b),
# super(*a) and a bare super in a method with a splat parameter (which spreads again),
# yield(*a); break and return out of those blocks, and backtraces through them.
class A
  def f(a, b = 0, *c)
    r = [a, b, c]
    r << yield(a) if block_given?
    r
  end
  def g(*xs) = xs.sum
end
class B < A
  def f(*args)
    super
  end
end
class C < A
  def f(x, *rest, &blk)
    super(x * 10, *rest, &blk)
  end
end
class D < A
  def f(*args)
    super(*args) { |v| v + 100 }
  end
end
class E < A
  def f(*args)
    super
  end
end
p B.new.f(1, 2), B.new.f(1), B.new.f(1, 2, 3, 4)
p C.new.f(1, 2, 3) { |v| v * 2 }, C.new.f(5)
p D.new.f(7, 8)
p E.new.f(3) { |v| -v }
def each_pair(*args, &blk)
  args.each_slice(2, &blk)
end
each_pair(1, 2, 3, 4) { |x, y| p [x, y] }
nums = [3, 1, 2]
p A.new.g(*nums), A.new.f(*nums) { |v| v }
def finder(*xs)
  xs.each { |x| return x if x > 1 }
  nil
end
p finder(*nums)
r = [[1, 2], [3, 4]].map { |pair| A.new.f(*pair) { |v| break v * 1000 } }
p r
def wrap(*a) = yield(*a)
p wrap(*nums) { |x, y, z| x + y + z }
class Base
  def initialize(*parts)
    @parts = parts
  end
  attr_reader :parts
end
class Child < Base
  def initialize(*parts)
    super
    @extra = parts.size
  end
end
p Child.new(1, 2).parts
class A2
  def f(a, b)
    raise ArgumentError, "bad #{a}" if a > 5
    yield(a + b)
  end
end
class B2 < A2
  def f(*args)
    super(*args) { |v| v }
  end
end
def go2(*xs)
  A2.new.f(*xs) { |v| v * 2 }
end
p go2(1, 2)
begin
  go2(9, 1)
rescue => e
  p e.message, e.backtrace
end
begin
  B2.new.f(7, 1)
rescue => e
  p e.message, e.backtrace
end
begin
  go2(1)
rescue ArgumentError => e
  p e.message, e.backtrace
end
# Hot, for tier 2.
acc = 0
i = 0
while i < 3000
  acc += C.new.f(i, 1) { |v| v + 1 }.last
  i += 1
end
p acc
