# Built-ins tier 2 runs in place of a call: Integer#& | ^ on fixnums (a
# Bignum exits), equal?, a Range's ends, == and != of Symbols as values,
# and Float division whose result is no flonum (Infinity, NaN, -0.0).

def mix(n)
  h = 0
  i = 0
  while i < n
    h = (h ^ (i * 31)) & 0xffff
    h = h | (i & 3)
    i += 1
  end
  h
end

def wide(xs)
  t = 0
  xs.each { |x| t = (t ^ (x & (2**70 - 1))) | 1 }
  t
end

class Node
  def initialize(v)
    @v = v
  end
end

def same_count(a, b, n)
  c = 0
  n.times { |i| c += 1 if (i.even? ? a : b).equal?(a) }
  c
end

def nil_equal(xs)
  xs.count { |x| x.equal?(nil) }
end

def range_sum(ranges)
  s = 0
  ranges.each do |r|
    s += r.begin + r.end
    s += 1 if r.exclude_end?
    r.each { |k| s += k }
  end
  s
end

def symbol_flags(syms)
  out = []
  syms.each do |s|
    forward = s == :forward
    other = s != :back
    out << [forward, other] if out.size < 6
  end
  out
end

def ratios(pairs)
  pairs.map { |x, d| x / d }
end

p mix(5000)
p wide([1, 2**65 + 3, 7, 2**69] * 20)
a = Node.new(1)
b = Node.new(2)
p same_count(a, b, 3000)
p nil_equal([nil, 1, :x, nil, false] * 100)
p range_sum([(1..10), (3...7), (0..0)] * 100)
p symbol_flags([:forward, :back, :up] * 100)
p ratios([[1.0, 0.0], [-1.0, 0.0], [0.0, 0.0], [3.0, 2.0], [-0.0, 5.0], [1.0e300, 1.0e-300]] * 50).last(6)
