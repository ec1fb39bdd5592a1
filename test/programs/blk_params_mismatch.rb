# A block with more parameters than yielded values gets nil for the extras; fewer parameters drop the extra values.
def yield_one
  yield 1
end
def yield_three
  yield 1, 2, 3
end
def yield_none
  yield
end
yield_one { |a, b| p [a, b] }
yield_one { |a, b, c| p [a, b, c] }
yield_none { |a| p a }
yield_none { |a, b| p [a, b] }
yield_three { |a| p a }
yield_three { |a, b| p [a, b] }
yield_three { |a, b, c, d| p [a, b, c, d] }
yield_three { p "none taken" }
[1, 2].each { |x, y| p [x, y] }
r = yield_one { |a, b| b.nil? }
p r
r = yield_three { |a, b| a + b }
p r
[nil, false].each { |v, w| puts "#{v.inspect} #{w.inspect}" }
