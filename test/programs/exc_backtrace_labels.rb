# backtrace labels: blocks, nested blocks, class methods, initialize, instance methods
class Box
  def initialize(v)
    raise ArgumentError, "bad box" if v < 0
    @v = v
  end
  def self.build(v)
    new(v)
  end
  def each_twice
    yield @v
    yield @v + 1
  end
  def fail_inside
    each_twice { |x| [x].each { |y| raise "deep #{y}" if y > @v } }
  end
end
def show(e)
  puts "#{e.class}: #{e.message.split("\n")[0]}"
  e.backtrace.each { |l| puts "  #{l}" }
end
begin
  Box.build(-1)
rescue => e
  show(e)
end
begin
  Box.new(1).fail_inside
rescue => e
  show(e)
end
begin
  3.times do |i|
    [i].map { |j| 10 / (j - 2) }
  end
rescue ZeroDivisionError => e
  show(e)
end
def level1
  level2 { |v| v.no_such }
end
def level2
  yield 5
end
begin
  level1
rescue NoMethodError => e
  show(e)
end
Box.new(2).fail_inside
