# Array#fill's spans as CRuby reads them (a start and a length, nil, negative,
# a Range reaching past the end), the array grown with nils; with a block,
# each index's value, stopping when the block shrinks the array.
p [1,2].fill(0, 5, 0)
p [1,2].fill(0, 1..5)
p((([1,2].fill(0, -5..1)) rescue $!))
p [1,2,3].fill(0, 5..6)
p [1,2,3].fill(9, -2)
p [1,2,3].fill { |i| i*10 }
p [1,2,3].fill(1) { |i| i*10 }
p [1,2,3].fill(1, 1) { |i| i*10 }
p [1,2,3].fill(2..4) { |i| i }
p((([1].fill(1,2,3) {}) rescue $!))
p(([].fill rescue $!))
p [1,2,3].fill(1.5, 1.9)
p [1, 2].fill(0, 1...1)
p [1, 2, 3].fill(-1, nil, 1), [1, 2, 3].fill(7, nil, nil), [1, 2, 3].fill(0, 1, -1)
a = [1, 2, 3, 4]
p a.fill { |i| a.pop if i == 1; i }
p [1, 2, 3].fill(:x, 1..nil), [1, 2, 3, 4].fill(:y, -3...-1)
p [1,2,3][1.5..2.5], [1, 2, 3].slice!(0.5..1.5)
a = [0] * 5
p a.fill(2, 1, 2).fill { |i| i * i }
