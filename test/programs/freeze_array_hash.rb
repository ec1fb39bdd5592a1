# Frozen Arrays and Hashes: readable as ever, every mutator raises CRuby's
# FrozenError (before a block runs), dup thaws and clone keeps it, in every
# mode (executors' inline stores and leaves included).
a = [1, 2].freeze
p a.frozen?, a, a.class, a.is_a?(Array), a == [1, 2], a.length, a[0], a.first, a + [3]
b = a.dup
b << 3
p b, b.frozen?
c = a.clone
p c.frozen?
[-> { a << 3 }, -> { a[0] = 5 }, -> { a.push(1) }, -> { a.pop }, -> { a.shift }, -> { a.clear },
 -> { a.map! { |x| puts "never"; x } }, -> { a.sort! { |x, y| y <=> x } }, -> { a.delete(1) }, -> { a.insert(0, 9) },
 -> { a.unshift(0) }, -> { a.reverse! }, -> { a.uniq! }, -> { a.fill(0) }, -> { a.sort_by! { |x| -x } }].each_with_index do |f, i|
  begin
    f.call
    p [:no_error, i]
  rescue FrozenError => e
    p [i, e.class, e.message]
  rescue NoMethodError => e
    p [i, :nomethod]
  end
end
p a
h = {a: 1}.freeze
p h.frozen?, h[:a], h.size, h.keys, h.class
begin
  h[:b] = 2
rescue => e
  p e.class, e.message
end
begin
  h.delete(:a)
rescue => e
  p e.class, e.message
end
h2 = h.dup
h2[:c] = 3
p h2, h.clone.frozen?
s = {}.freeze
p s.frozen?, [].frozen?, {}.frozen?
i = 0
t = [1, 2, 3].freeze
sum = 0
while i < 1000
  sum += t[i % 3]
  i += 1
end
p sum
lists = [[], [].freeze]
errors = 0
20000.times do |i|
  x = lists[i % 500 == 499 ? 1 : 0]
  begin
    x << i
    x[0] = i
    x.pop if x.length > 3
  rescue FrozenError
    errors += 1
  end
end
p errors, lists[0].length, lists[1]
# Singleton methods on a frozen Array or Hash are refused as CRuby refuses them.
a = [1, 2].freeze
begin
  def a.x; end
rescue => e
  p e.class, e.message
end
h = {}.freeze
begin
  def h.y; end
rescue => e
  p e.class, e.message
end
