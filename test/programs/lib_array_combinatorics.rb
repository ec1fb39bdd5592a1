# Array#fetch, product, combination, permutation, transpose, dig (Array, Hash, Struct), cycle, minmax_by: edge cases, frozen receivers, errors.
a = [1, 2, 3]
p a.fetch(1), a.fetch(-1), a.fetch(5, :x), a.fetch(5) { |i| i * 2 }, a.fetch(-4) { |i| i }, a.fetch(1.9)
[9, -4, "a", nil].each { |i| begin; a.fetch(i); rescue => e; p e; end }
p a.freeze.fetch(0)
p [1, 2].product, [1, 2].product([3], [4, 5]), [1, 2].product([]), [].product([1])
p [1, 2].product([3]) { |x| p x }
begin; [1].product(1); rescue => e; p e; end
p [1, 2, 3].combination(0) { |c| p c }
[1, 2, 3].combination(4) { |c| p c }
[1, 2, 3].combination(-1) { |c| p c }
[1, 2, 3, 4].combination(2) { |c| p c }
[1, 2, 3].combination(3) { |c| p c }
[1, 2, 3].permutation { |c| p c }
[1, 2].permutation(0) { |c| p c }
[1, 2, 3].permutation(2) { |c| p c }
[1, 2].permutation(3) { |c| p c }
p [].permutation { |c| p c }
p [[1, 2], [3, 4]].transpose, [].transpose, [[]].transpose, [[1], [2]].transpose
begin; [[1, 2], [3]].transpose; rescue => e; p e; end
begin; [1].transpose; rescue => e; p e; end
S = Struct.new(:v)
p [[1, { a: [5] }]].dig(0, 1, :a, 0), [nil].dig(0, 1), { a: { b: S.new([7]) } }.dig(:a, :b, :v, 0), S.new(1).dig(:v)
begin; [1].dig(0, 1); rescue => e; p e; end
p %w[a bbb cc].minmax_by(&:size), [].minmax_by { 1 }, %w[aa b cc d].minmax_by(&:size), [3].minmax_by { |x| x }, %w[x yy zz w v].minmax_by(&:size)
p [1, 2].cycle(2) { |x| print x }, [1].cycle(0) { }, [1].cycle(-1) { }, [].cycle { }
puts
n = 0
[1, 2, 3].cycle { |x| n += x; break if n > 20 }
p n
def find_pair(a) = a.combination(2) { |x, y| return [x, y] if x + y == 5 }
p find_pair([1, 2, 3, 4])
t = 0
i = 0
while i < 1500
  [i, 1, 2].combination(2) { |x, y| t += x * y }
  t += [[i, 1], [2, 3]].transpose.flatten.sum + [i, 2].fetch(0) + [1, 2].product([i]).size
  t += [i, 3, 5].minmax_by { |x| -x }.sum
  i += 1
end
p t
