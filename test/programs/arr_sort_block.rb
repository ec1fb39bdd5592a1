# sort and sort! with a block sort as CRuby does (a stable merge sort): the
# block sees CRuby's pairs in CRuby's order, equal elements keep their order,
# and a comparison that gives nil fails on CRuby's pair.
words = %w[pear fig apple kiwi banana date plum]
p words.sort { |a, b| a.length <=> b.length }
p words.sort { |a, b| b <=> a }
calls = []
p [3, 1, 2, 5, 4].sort { |a, b| calls << [a, b]; a <=> b }
p calls
pairs = [[2, :a], [1, :b], [2, :c], [1, :d], [0, :e]]
p pairs.sort { |x, y| x[0] <=> y[0] }
w = words.dup
p w.sort! { |a, b| a[-1] <=> b[-1] }, w
p [].sort { |a, b| a <=> b }, [7].sort { |a, b| raise "never" }
begin
  [3, "x", 1].sort { |a, b| a <=> b }
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
p (1..6).to_a.sort { |a, b| (a % 3) <=> (b % 3) }
p [0.5, -1, 3].sort { |a, b| b - a }
