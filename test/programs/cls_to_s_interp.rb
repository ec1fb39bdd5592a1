# Classes: a user to_s used by puts, print, string interpolation and explicit to_s calls, including nested objects.
class Money
  def initialize(cents)
    @cents = cents
  end
  def cents
    @cents
  end
  def to_s
    sign = @cents < 0 ? "-" : ""
    c = @cents.abs
    format("%s$%d.%02d", sign, c / 100, c % 100)
  end
end

class LineItem
  def initialize(desc, price, qty)
    @desc = desc
    @price = Money.new(price)
    @qty = qty
  end
  def total
    Money.new(@price.cents * @qty)
  end
  def to_s
    "#{@qty} x #{@desc} @ #{@price} = #{total}"
  end
end

m = Money.new(12345)
puts m
print m, "\n"
puts "price: #{m}"
puts "neg: #{Money.new(-5)} and #{Money.new(7)}"
s = m.to_s
s << "!"
puts s
items = [LineItem.new("apple", 35, 6), LineItem.new("bread", 249, 1), LineItem.new("tea", 1299, 3)]
items.each { |it| puts it }
sum = items.inject(0) { |acc, it| acc + it.total.cents }
puts "total #{Money.new(sum)}"
puts "joined: " + items.map { |it| it.total.to_s }.join(", ")
puts "#{items[0]}".length
