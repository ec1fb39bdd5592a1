# equal? is identity: the same object or the same immediate value, however
# the class defines ==.
p 1.equal?(1), 1.equal?(2), 1.equal?(1.0)
big = 2**70
p big.equal?(big), big.equal?(2**70), big == 2**70
p nil.equal?(nil), true.equal?(true), false.equal?(nil)
p :sym.equal?(:sym), :sym.equal?(:other)

a = "text"
b = "text"
c = a
p a.equal?(b), a == b, a.equal?(c)
c << "!"
p a

x = [1, 2]
p x.equal?(x), x.equal?([1, 2]), x.equal?(x.dup)
h = { k: 1 }
p h.equal?(h), h.equal?({ k: 1 })

class Point
  attr_reader :x

  def initialize(x)
    @x = x
  end

  def ==(other)
    x == other.x
  end
end
p1 = Point.new(1)
p2 = Point.new(1)
p p1 == p2, p1.equal?(p2), p1.equal?(p1)

p equal?(self)
p self.equal?(nil)
p 1.5.equal?(1.5), (0.1 * 3).equal?(0.30000000000000004), 0.0.equal?(0.0)
f = 1e300 * 10
p f.equal?(f), f.equal?(1e300 * 10)
