# Block methods on empty arrays and zero counts: the block is never called and the neutral result comes back.
e = []
p e.each { |x| puts "never" }
p e.map { |x| puts "never" }
p e.select { |x| puts "never" }
p e.reject { |x| puts "never" }
p e.each_with_index { |x, i| puts "never" }
p e.inject { |s, x| puts "never" }
p e.inject(0) { |s, x| puts "never" }
p e.sum { |x| puts "never" }
p e.sort_by { |x| puts "never" }
p e.any? { |x| puts "never" }
p e.all? { |x| puts "never" }
p e.count { |x| puts "never" }
p 0.times { puts "never" }
p 1.upto(0) { puts "never" }
p 0.downto(1) { puts "never" }
p 1.step(0, 1) { puts "never" }
p Array.new(0) { puts "never" }
p [].map { |x| x }.select { |x| x }.sum
def yield_each(list)
  list.each { |x| yield x }
  "finished"
end
p(yield_each([]) { puts "never" })
p e
