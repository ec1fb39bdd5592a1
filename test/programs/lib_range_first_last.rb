# Range#first(n), last(n) and cover? (values and ranges), with CRuby's errors for negative counts, endless, beginless and Float ranges.
p (1..5).first(2), (1..5).last(2), (1..).first(2), (1..5).first(0), (1...5).last(2), (5..1).first(2), (1..5).last(9), (5..1).last(2)
[[:first, -1], [:last, -1], [:first, "a"]].each do |m, n|
  begin; p m == :first ? (1..5).first(n) : (1..5).last(n); rescue => e; p e; end
end
begin; (1..).last(2); rescue => e; p e; end
begin; (1.0..3).first(2); rescue => e; p e; end
begin; (1.0..3).last(2); rescue => e; p e; end
begin; (nil..3).first(2); rescue => e; p e; end
p (1..3.5).first(5), (1..3.5).last(2), (1..5).first(2.7), (1...3.0).last(5)
p (1..5).cover?(2..3), (1..5).cover?(0..3), (1..5).cover?(2...6), (1...5).cover?(2..5), (1..5).cover?(1...6), (1..5).cover?(3..2), (1..).cover?(5..), (1..5).cover?(5..), (..5).cover?(..3), (1..5).cover?(..3), (1..5).cover?(3), (1..5).cover?(6), ("a".."z").cover?("bb"), (1.0..2.0).cover?(1.0...2.5)
p (1..5).cover?(1.5...5.5), (1...6).cover?(1..5)
t = 0
i = 0
while i < 3000
  r = (i % 5)..(i % 11)
  t += r.first(3).sum + r.last(2).size + (r.cover?(2..3) ? 1 : 0) + (r.cover?(i % 7) ? 1 : 0)
  i += 1
end
p t
[[0, 0], [1, 0], [2, 1], [4, 3], [3, 3], [0, 1]].each { |a, b| p [a, b, (a..b).last(2), (a...b).last(2), (a..b).last(0), (a..b).first(2)] }
p (1..1).last(-1), (2..1).last(-1), (1..1).last("a")
