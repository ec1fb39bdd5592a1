# errors from the program's <=> and to_s called back by sort and puts, rescued around them; ensure clauses unwinding through recursion
class K
  attr_reader :v
  def initialize(v)
    @v = v
  end
  def <=>(o)
    raise ArgumentError, "cmp #{v}" if v == 2
    v <=> o.v
  end
  def to_s
    raise "to_s of #{v}" if v == 3
    "K#{v}"
  end
end
begin
  [K.new(1), K.new(2), K.new(0)].sort
rescue ArgumentError => e
  p e.message
end
begin
  puts K.new(3)
rescue => e
  p e.message
end
puts K.new(4)
r = [K.new(5), K.new(1)].sort.map { |k| k.v }
p r
def deep(n)
  return [K.new(1), K.new(2)].sort if n == 0
  begin
    deep(n - 1)
  ensure
    puts "unwind #{n}"
  end
end
begin
  deep(3)
rescue => e
  p [e.class, e.message]
end
x = [3, 1, 2].sort_by do |i|
  begin
    raise "sb" if i == 1
    i
  rescue
    -i
  end
end
p x
