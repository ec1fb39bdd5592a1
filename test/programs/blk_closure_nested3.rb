# Three levels of nested blocks, each level reading and writing locals of every enclosing level.
top = 0
log = []
2.times do |i|
  mid = 0
  2.times do |j|
    low = 0
    2.times do |k|
      top += 1
      mid += 1
      low += 1
      log << "#{i}#{j}#{k}"
    end
    log << "low=#{low}"
  end
  log << "mid=#{mid}"
end
p top
puts log.join(" ")
def each_cell(cube)
  cube.each { |plane| plane.each { |row| row.each { |v| yield v } } }
end
cube = [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]
sum = 0
each_cell(cube) { |v| sum += v }
p sum
depth_sums = [0, 0, 0]
cube.each do |plane|
  depth_sums[0] += 1
  plane.each do |row|
    depth_sums[1] += 1
    row.each { |v| depth_sums[2] += v }
  end
end
p depth_sums
p cube.map { |plane| plane.map { |row| row.map { |v| v * top } } }
