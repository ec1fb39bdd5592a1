# Classes: class-level constants read inside methods and as Foo::MAX outside; top-level constants used inside classes.
LIMIT = 3
GREETING = "hi"

class Box
  MAX = 5
  NAMES = ["small", "medium", "large"]
  SCALE = 2.5
  def initialize
    @items = []
  end
  def add(x)
    return false if @items.size >= MAX
    @items << x
    true
  end
  def size_name
    NAMES[@items.size * NAMES.size / (MAX + 1)]
  end
  def limited
    @items.size > LIMIT
  end
  def hello
    "#{GREETING} from a box of #{MAX}"
  end
  def volume
    @items.size * SCALE
  end
end

class Crate
  MAX = 2
  def cap
    MAX * 10
  end
end

b = Box.new
results = []
7.times { |i| results << b.add(i) }
p results
puts b.size_name
p b.limited
puts b.hello
p b.volume
p Box::MAX, Crate::MAX
p Box::NAMES
p Box::SCALE * 2
puts Crate.new.cap
puts Box::NAMES.map { |n| n.upcase }.join("/")
puts LIMIT + Box::MAX + Crate::MAX
