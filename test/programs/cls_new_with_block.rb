# Class#new with a block: initialize gets it (&block, yield, block_given?), a class's own self.new, break and return out of it
class Task
  def initialize(a, b, &blk)
    @a = a
    @b = b
    @blk = blk
  end

  def run(x)
    @blk.call(x + @a + @b)
  end
end

class Plain
  attr_reader :x

  def initialize(x)
    @x = x
    yield @x if block_given?
  end
end

class WithNew
  def self.new(x)
    yield x + 100
  end
end

t = Task.new(1, 2) { |v| v * 10 }
p t.run(3)
q = Plain.new(5) { |v| puts "got #{v}" }
p q.x
pr = proc { |v| puts "proc #{v}" }
p Plain.new(7, &pr).x
p Plain.new(8).x
p Array.new(3) { |i| i * i }
p WithNew.new(1) { |v| v * 2 }

def make
  Plain.new(9) { |v| return v * 3 }
  :unreached
end
p make
r = [1, 2].map { |i| Plain.new(i) { |v| break v * 5 } }
p r
tasks = []
4.times { |i| tasks << Task.new(i, i) { |v| v + 1 } }
p tasks.map { |k| k.run(1) }
