# A small report laid out with format: widths, alignment and totals.
rows = [["apple", 3, 0.5], ["banana", 12, 0.25], ["cherry", 100, 0.1]]
puts format("%-10s %5s %8s", "item", "qty", "cost")
total = 0.0
rows.each do |name, qty, price|
  cost = qty * price
  total += cost
  puts format("%-10s %5d %8.2f", name, qty, cost)
end
puts format("%-10s %5s %8.2f", "total", "", total)
puts "%s has %d letters" % ["banana", "banana".length]
