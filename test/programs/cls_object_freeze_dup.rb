# Object#freeze, frozen?, dup and clone on the program's own objects:
# writes to a frozen object raise FrozenError on every path (an
# attr_writer, an ivar assignment in a method, a new ivar), hot or not.
class Point
  attr_reader :x, :y
  attr_writer :x

  def initialize(x, y)
    @x = x
    @y = y
  end

  def move(dx)
    @x += dx
    self
  end

  def tag!
    @tag = :tagged
  end

  def inspect
    "Point(#{@x}, #{@y})"
  end
end

class Money
  attr_reader :cents

  def initialize(cents)
    @cents = cents
    freeze
  end

  def +(other)
    Money.new(cents + other.cents)
  end

  def to_s
    format("$%d.%02d", cents / 100, cents % 100)
  end
end

def attempt(label)
  yield
  puts "#{label}: ok"
rescue FrozenError => e
  puts "#{label}: #{e.class}: #{e.message}"
end

pt = Point.new(1, 2)
p pt.frozen?
# Hot, so that every tier has compiled the writes before the object freezes.
i = 0
while i < 3000
  pt.move(1)
  pt.x = pt.x - 1
  i += 1
end
p pt
pt.freeze
p pt.frozen?, pt.freeze.equal?(pt)
attempt("attr_writer") { pt.x = 5 }
attempt("ivar assignment") { pt.move(1) }
attempt("new ivar") { pt.tag! }
p pt.x, pt.y

# The same writes in a hot loop over frozen and unfrozen objects.
points = (1..10).map { |k| Point.new(k, k) }
points.each_with_index { |q, k| q.freeze if k.odd? }
raised = 0
total = 0
200.times do
  points.each do |q|
    begin
      q.move(1)
      total += q.x
    rescue FrozenError
      raised += 1
    end
  end
end
p raised, total

m = Money.new(1050) + Money.new(275)
puts m
p m.frozen?

# dup copies the ivars and not the frozen state; clone keeps it.
d = pt.dup
c = pt.clone
p d, d.frozen?, c, c.frozen?
d.x = 99
p d.x, pt.x
attempt("clone of frozen") { c.x = 1 }
u = Point.new(3, 4)
uc = u.clone
uc.x = 30
p u, uc, uc.frozen?

# initialize_copy runs on the copy, given the original.
class Stack
  attr_reader :items

  def initialize
    @items = []
  end

  def push(v)
    @items << v
    self
  end

  def initialize_copy(source)
    @items = source.items.dup
  end
end

s1 = Stack.new.push(1).push(2)
s2 = s1.dup
s2.push(3)
p s1.items, s2.items

# Values that are always frozen, and their copies (themselves).
p 1.frozen?, (2**70).frozen?, 1.5.frozen?, :sym.frozen?, nil.frozen?, true.frozen?, (1..3).frozen?
p 5.dup, 1.5.clone, :a.dup, nil.dup
p "str".frozen?, [1].frozen?, {}.frozen?

# Structs and exceptions are objects with ivars too.
Pair = Struct.new(:left, :right)
pr = Pair.new(1, 2)
pr2 = pr.dup
pr2.left = 10
p pr, pr2
pr.freeze
attempt("frozen struct") { pr.left = 5 }
err = ArgumentError.new("bad")
e2 = err.dup
p e2.message, e2.class, e2.equal?(err)

# Called without a receiver, inside a class and at the top level.
class Config
  def initialize(name)
    @name = name
    freeze
  end

  def locked?
    frozen?
  end

  def copy
    dup
  end

  def can?(m)
    respond_to?(m)
  end
end

cfg = Config.new("x")
p cfg.locked?, cfg.copy.locked?, cfg.can?(:copy), cfg.can?(:nothing)
p frozen?, respond_to?(:inspect)
