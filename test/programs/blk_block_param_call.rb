# Block parameters (&block), passing a block on (&b), Proc#call and proc.
class Task
  def initialize(name)
    @name = name
  end

  def on_run(&block)
    @fn = block
    self
  end

  def run(x)
    @fn.call(x, @name)
  end
end

class Items
  def initialize
    @items = [3, 1, 2]
  end

  def each(&block)
    @items.each(&block)
    self
  end

  def find_first(&block)
    @items.each { |x| return x if block.call(x) }
    nil
  end

  def has_block?(&b)
    [block_given?, b.nil?]
  end
end

t = Task.new("double").on_run { |x, name| "#{name}: #{x * 2}" }
p t.run(21)
items = Items.new
items.each { |x| print x, " " }
puts
p items.find_first { |x| x < 3 }
p items.find_first { |x| x > 5 }
p items.has_block?
p items.has_block? { 1 }
r = items.each { |x| break x * 100 if x == 1 }
p r
sq = proc { |a, b| [a, b] }
p sq.call(1)
p sq.call([4, 5])
p sq.call(1, 2, 3)
p sq.yield(7, 8)
adder = proc { |a| a + 10 }
p [1, 2, 3].map(&adder)
def twice(&f)
  f.call(f.call(1))
end
p twice { |v| v * 3 }
counter = 0
inc = proc { counter += 1 }
5.times(&inc)
p counter
total = 0
1000.times { |i| total += Task.new("t").on_run { |x, _n| x + i }.run(1) }
p total
