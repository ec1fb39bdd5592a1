# Splat parameters of blocks: |*r|, |a, *r|, |*|; how one Array is spread or kept, Hash pairs, arity.
[1, 2, 3].each_slice(2) { |*xs| p xs }
[[1, 2, 3], [4]].each { |a, *rest| p [a, rest] }
[[1, 2, 3]].each { |*all| p all }
def three
  yield 1, 2, 3
  yield
  yield [9, 8]
end
three { |*r| p r }
three { |a, *r| p [a, r] }
three { |a, b, *r| p [a, b, r] }
three { |*| p :anon }
h = {a: 1, b: 2}
h.each { |*kv| p kv }
h.each { |k, *v| p [k, v] }
p proc { |*r| }.arity, proc { |a, *r| }.arity, proc { |a, b, *r| }.arity
sum = 0
1000.times { |*i| sum += i[0] }
p sum
p [[1, [2, 3]]].map { |a, *r| r }
