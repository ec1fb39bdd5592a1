# Hash#merge (blocks, several Hashes), update, each_key/value, transform_values/keys (and !), invert, key, values_at, fetch with a block, delete_if/reject!/select!/keep_if on Hash and Array (break, raise, return), any?/all?/none?/one? with patterns.
h = { a: 1, b: 2 }
p h.merge({ b: 3, c: 4 }), h.merge, h.merge({ a: 5 }, { a: 6, d: 7 }) { |k, o, n| [k, o, n] }
p h.merge({ b: 10 }) { |key, old, new| old + new }, h
d = Hash.new(5)
p d.merge({}).default, Hash.new { |hh, k| k }.merge({})[:zz]
begin; h.merge(nil); rescue => e; p e; end
begin; h.merge(1); rescue => e; p e; end
begin; h.merge(true); rescue => e; p e; end
p h.freeze.merge({ z: 1 }).frozen?
g = { x: 1 }
p g.update({ y: 2 }), g.merge!({ x: 5 }, { z: 0 }) { |_, o, n| o * 10 + n }, g
begin; h.update({ q: 1 }); rescue => e; p e.class; end
begin; h.merge!({}); rescue => e; p e.class; end
g.each_key { |k| print k, " " }
g.each_value { |v| print v, " " }
puts
p g.each_key { }, g.each_value { }.equal?(g)
p g.transform_values { |v| v * 2 }, g.transform_keys(&:to_s), g.transform_keys({ x: :xx }), g.transform_keys({ x: :xx }) { |k| k.to_s }
p({ a: 1, b: 2 }.transform_keys({ a: :b }))
p({ a: 1, b: 2 }.transform_keys!({ a: :b }), { a: 1, b: 2 }.transform_keys! { |k| k == :a ? :b : :c }, { a: 1, b: 2, c: 3 }.transform_keys!(&:to_s))
t = { a: 1 }
p t.transform_values! { |v| v + 1 }, t
p Hash.new(3).transform_values { |v| v }.default
p({ a: 1, b: 1, c: 2 }.invert, { a: 1, b: 1 }.key(1), { a: 1 }.key(9), { a: nil }.key(nil))
p g.values_at(:x, :q), Hash.new(0).values_at(:a, :b), g.values_at
p g.fetch(:x) { 0 }, g.fetch(:q) { |k| "no #{k}" }, g.fetch(:q, 9), g.fetch(:x, 9)
begin; g.fetch(:q); rescue KeyError => e; p e.message; end
begin; {}.fetch("s"); rescue KeyError => e; p e.message; end
e = { a: 1, b: 2, c: 3, d: 4 }
p e.delete_if { |k, v| v.even? }, e
p e.reject! { |k, v| v > 5 }, e.reject! { |k, v| k == :a }, e
f = { a: 1, b: 2, c: 3 }
p f.select! { |k, v| v < 5 }, f.keep_if { |k, v| v > 1 }, f.select! { |k, v| v > 2 }, f, f.filter! { true }
{ a: 1 }.delete_if { |x| p x }
begin; { a: 1 }.freeze.delete_if { true }; rescue => e; p e.class; end
begin; { a: 1 }.freeze.select! { true }; rescue => e; p e.class; end
hh = { a: 1 }
begin; hh.delete_if { |k, v| hh[:new_key] = 1 }; rescue => ex; p ex.message; end
p({ a: 1 }.any? { |k, v| v > 0 }, { a: 1 }.all?([:a, 1]), { a: 1 }.none?([:b, 1]), { a: 1, b: 2 }.one? { |k, v| v > 1 })
p [1, 2].none?(3), [1, "a"].any?(String), [1, 2].all?(Integer), [1, 2, 3].one?(2..2), [nil, 1].one?, [1, 1].one?, (1..5).any?(3..4), (1..5).all?(Integer), [].one?
class Ev
  include Enumerable
  def each
    yield 1
    yield "b"
    yield :c
  end
end
p Ev.new.any?(Symbol), Ev.new.all?(Integer), Ev.new.none?(Float), Ev.new.one?(String), Ev.new.one?
n = 0
i = 0
while i < 3000
  m = { i => 1, 1 => i }.merge({ 2 => 3 }) { |_, a, b| a + b }
  n += m.size + m.transform_values { |v| v + 1 }.values.sum + m.fetch(i) { 0 } + m.values_at(1, 2).sum
  m.delete_if { |k, v| v > 100 }
  n += m.size
  i += 1
end
p n
a = [1, 2, 3, 4, 5, 6]
p a.delete_if { |x| x.even? }, a, a.reject! { |x| x > 9 }, a.reject! { |x| x == 1 }, a
b = [1, 2, 3, 4]
b.delete_if { |x| break if x == 3; x == 1 }
p b
c = [1, 2, 3, 4]
begin
  c.select! { |x| raise "stop" if x == 3; x.even? }
rescue => ex
  p ex.message
end
p c
d = [5, 6, 7, 8]
p d.select! { |x| x > 5 }, d.keep_if { |x| x < 8 }, d.select! { true }, d.filter! { |x| x == 6 }, d
begin; [1].freeze.delete_if { true }; rescue => ex; p ex.class; end
begin; [1].freeze.keep_if { true }; rescue => ex; p ex.class; end
begin; [].freeze.select! { true }; rescue => ex; p ex.class; end
def first_even(a) = a.delete_if { |x| return x if x.even? }
q = [1, 3, 4, 5]
p first_even(q), q
s = 0
i = 0
while i < 3000
  arr = [i, i + 1, i + 2, i + 3]
  arr.delete_if { |x| x % 3 == 0 }
  arr.select! { |x| x.odd? }
  s += arr.sum + arr.size
  i += 1
end
p s
def a = [1, 2].uniq { |x| return :u }
def b = { a: 1 }.merge({ a: 2 }) { |*| return :m }
def c = [3, 1].max_by(1) { |x| return :x }

def e = [3, 1].min(1) { |x, y| return :n }
p a, b, c, e
