# min(n), max(n), min_by(n), max_by(n) in CRuby's order for ties; Enumerable#minmax (pairwise, as CRuby) and zip on a class that includes Enumerable.
p %w[bb a cc].max_by(2, &:size), %w[bb a cc].min_by(2, &:size)
srand(3)
a = Array.new(40) { rand(10) }
words = a.map { |x| "w#{x}" * (x % 3 + 1) }
[0, 1, 2, 3, 5, 9, 11, 39, 40, 45].each do |n|
  p [n, a.min(n), a.max(n), words.min_by(n, &:size), words.max_by(n, &:size), a.min(n) { |x, y| (x % 4) <=> (y % 4) }, a.max(n) { |x, y| (x % 4) <=> (y % 4) }]
end
p [1, 1.0].min(2), [1.0, 1].max(1), (1..10).min(3), (1..10).max_by(2) { |x| x % 4 }
class C
  include Enumerable
  def initialize(*a) = @a = a
  def each
    @a.each { |x| yield x }
  end
end
c = C.new(3, 1, 2, 5, 4)
p c.minmax, c.zip([1, 2, 3]), c.min(2), c.max(2), c.max_by(2) { |x| -x }, c.min_by(2) { |x| x % 2 }, c.minmax { |x, y| y <=> x }
p C.new.minmax, C.new(1).minmax, C.new(1, 1.0).minmax, C.new(1.0, 1).minmax, C.new(2, 2.0, 1, 1.0).minmax
p c.zip([1]) { |t| p t }
begin; [1].min(-1); rescue => e; p e; end
begin; [1, "a"].min(1); rescue => e; p e; end
t = 0
i = 0
d = (1..30).map { |x| (x * 7919) % 13 }
while i < 2000
  t += d.max_by(3) { |x| (x + i) % 5 }.sum + d.min(2).sum + c.minmax.sum
  i += 1
end
p t
