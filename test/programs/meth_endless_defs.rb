# Endless method definitions (`def name(params) = expression`): with and
# without parameters, operators, predicates, class methods with `def self.`,
# singleton methods of an object, defaults and splats, bodies that are
# conditionals or calls, and hot calls that tier 2 inlines.
def square(n) = n * n
def greeting = "hello"
def twice(x, y = 2) = x * y
def total(*xs) = xs.sum
def sign(n) = n < 0 ? -1 : (n.zero? ? 0 : 1)
def hyp(a, b) = Math.sqrt(a * a + b * b)

class Vec
  attr_reader :x, :y

  def initialize(x, y) = (@x, @y = x, y)
  def +(other) = Vec.new(x + other.x, y + other.y)
  def -(other) = Vec.new(x - other.x, y - other.y)
  def ==(other) = other.is_a?(Vec) && x == other.x && y == other.y
  def [](i) = i.zero? ? x : y
  def zero? = x.zero? && y.zero?
  def to_s = "(#{x}, #{y})"
  def dot(o) = x * o.x + y * o.y
  def self.zero = new(0, 0)
  def self.of(n) = new(n, n)
end

p square(12), greeting, twice(3), twice(3, 5), total, total(1, 2, 3), sign(-4), sign(0), sign(9), hyp(3, 4)
a = Vec.new(1, 2)
b = Vec.of(3)
puts a + b, a - b, Vec.zero
p a == Vec.new(1, 2), a == b, a == 5, a[0], a[1], Vec.zero.zero?, a.zero?

obj = Object.new
def obj.name = "an object"
def obj.shout(s) = s.upcase + "!"
p obj.name, obj.shout("hey")

# Hot enough for every tier.
acc = Vec.zero
i = 0
while i < 5000
  acc += Vec.new(i % 7, square(i % 3))
  i += 1
end
puts acc
p acc.dot(Vec.of(1))
