# Array sizes: one the heap cannot hold is NoMemoryError; printed output
# before it stays.
sizes = [3, 0, 5]
sizes.each { |n| p Array.new(n, n) }
row = Array.new(10**12)
p row.size
