# Classes: creating 10000 objects in a loop, storing them in an array and summing a field through readers.
class Item
  attr_reader :id, :weight
  attr_accessor :tag
  def initialize(id, weight)
    @id = id
    @weight = weight
  end
  def heavy?
    @weight > 500
  end
end

items = []
i = 0
while i < 10000
  items << Item.new(i, (i * 37) % 1000)
  i += 1
end
puts items.size
puts items.inject(0) { |s, it| s + it.weight }
puts items.count { |it| it.heavy? }
items.each { |it| it.tag = it.id % 7 == 0 ? "seven" : nil }
puts items.count { |it| it.tag }
puts items.select { |it| it.heavy? }.map { |it| it.weight }.max
puts items[9999].id + items[0].id
objs = Array.new(10000) { |k| Item.new(k, k) }
sum = 0
objs.each { |o| sum += o.weight * o.weight }
puts sum
last = nil
5000.times { |k| last = Item.new(k, k * 2) }
puts last.weight
