# Classes: counter objects incremented from inside blocks and closures, methods that yield to blocks touching other objects.
class Counter
  attr_reader :count, :label
  def initialize(label)
    @label = label
    @count = 0
  end
  def tick(by = 1)
    @count += by
  end
  def repeat(n)
    n.times { |i| yield self, i }
    self
  end
  def to_s
    "#{@label}=#{@count}"
  end
end

evens = Counter.new("evens")
odds = Counter.new("odds")
(1..25).each do |i|
  if i % 2 == 0 then evens.tick else odds.tick end
end
puts evens, odds

big = Counter.new("big")
[3, 9, 12, 1, 40].each { |v| big.tick(v) if v > 5 }
puts big

c = Counter.new("rep")
c.repeat(4) { |ctr, i| ctr.tick(i * 10) }
puts c

counters = Array.new(3) { |i| Counter.new("c#{i}") }
10.times { |i| counters[i % 3].tick }
puts counters.map { |x| x.to_s }.join(" ")
puts counters.inject(0) { |s, x| s + x.count }

total = Counter.new("total")
bump = 0
loop do
  bump += 1
  total.tick(bump)
  break if total.count > 50
end
puts "#{total} after #{bump} bumps"
