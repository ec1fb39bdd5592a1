# defined?(yield) with and without a block, defined?(super) where a superclass has the method or not, class variables
def maybe
  if defined?(yield)
    yield
  else
    "no block"
  end
end

p maybe
p maybe { "block" }
p defined?(yield), defined?(super)

def in_block
  [1].map { defined?(yield) }
end
p in_block, in_block { }

class Base
  def greet
    "base"
  end

  def to_s
    p defined?(super)
    "Base"
  end

  def self.make
    "made"
  end
end

class Derived < Base
  def greet
    p defined?(super), defined?(super())
    defined?(super) ? super + "!" : "alone"
  end

  def other
    p defined?(super)
  end

  def self.make
    p defined?(super)
    super
  end

  def self.fresh
    p defined?(super)
  end
end

d = Derived.new
p d.greet
d.other
puts d.to_s
p Derived.make
Derived.fresh

class Counter
  def count
    p defined?(@@total)
    @@total = (defined?(@@total) ? @@total : 0) + 1
    p defined?(@@total)
    @@total
  end
end

c = Counter.new
p c.count
p c.count
