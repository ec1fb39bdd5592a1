# Hash: an inventory keyed by symbols with counts and prices, stock updates, removal of sold-out items, a formatted report.
stock = { apple: 12, pear: 4, plum: 0, fig: 7 }
prices = { apple: 0.5, pear: 0.75, plum: 1.2, fig: 2.0 }
orders = [[:apple, 5], [:pear, 4], [:kiwi, 1], [:fig, 10], [:apple, 3], [:plum, 1]]
revenue = 0.0
log = []
orders.each do |item, qty|
  have = stock.fetch(item, -1)
  if have < 0
    log << "unknown #{item}"
  elsif have < qty
    log << "short #{item}: want #{qty}, have #{have}"
  else
    stock[item] -= qty
    revenue += prices[item] * qty
    log << "sold #{qty} #{item}"
  end
end
puts log
p stock
stock.keys.each { |k| stock.delete(k) if stock[k] == 0 }
p stock
stock[:kiwi] = 20
prices[:kiwi] = 0.3
stock[:apple] += 10
p stock
puts format("revenue %.2f", revenue)
value = 0.0
stock.each { |k, n| value += n * prices[k] }
puts "stock value %.2f" % value
stock.each { |k, n| puts format("%-6s %3d  %6.2f", k.to_s, n, n * prices[k]) }
p stock.size, stock.keys, stock.values
