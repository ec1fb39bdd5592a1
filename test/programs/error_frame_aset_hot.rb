# CRuby runs Array#[]= in place (opt_aset) for an Array and an Integer
# index: an index below the start is reported from the method that wrote it,
# not from a `[]=' frame, after the loop has run hot.
def store(row, i, v)
  row[i] = v
  v
end

row = [0, 0, 0, 0]
total = 0
200.times do |k|
  total += store(row, k % 4 - 2, k)
end
p row, total
store(row, -7, 1)
puts "not reached"
