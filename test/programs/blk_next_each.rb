# next inside each, times, upto and user-method blocks skips the rest of that block call only.
[1, 2, 3, 4, 5].each do |x|
  next if x.odd?
  puts "even #{x}"
end
5.times do |i|
  next unless i > 2
  puts "late #{i}"
end
1.upto(6) do |i|
  next if i % 3 != 0
  puts "third #{i}"
end
def visit(list)
  list.each { |x| puts "visit got #{yield(x).inspect}" }
end
visit([1, 2, 3]) do |x|
  next "skip" if x == 2
  x * 10
end
count = 0
[1, nil, 2, nil, 3].each do |x|
  next if x.nil?
  count += x
end
p count
r = [7, 8].each { |x| next x }
p r
[[1, 2], [3, 4]].each do |row|
  row.each do |v|
    next if v == 2
    print v, " "
  end
  print "| "
end
puts
