# Array#zip with one and two array arguments of different lengths (no block):
# the result has the receiver's length, missing values become nil.
a = [1, 2, 3]
b = ["a", "b", "c"]
p a.zip(b)
p b.zip(a)
p a.zip([4, 5])
p a.zip([4, 5, 6, 7, 8])
p a.zip([])
p [].zip(a)
p [].zip([])
p [].zip([], [])
p [1].zip([2], [3])
p a.zip(b, [true, false, nil])
p a.zip([:x], [1.5, 2.5, 3.5, 4.5])
p a.zip([], [])
p [nil, nil].zip([nil], [])
p [[1, 2], [3]].zip([[4], []])
p [[1, 2], [3]].zip([[4], []], [[[5]]])
p ["k1", "k2", "k3"].zip([10, 20, 30])
c = a.zip(a)
p c
p a
c[0] << 99
p c
p a
d = a.zip(a, a)
p d
p d.length
p d[2]
names = ["ann", "bob", "cy"]
ages = [31, 42]
names.zip(ages).each do |pair|
  puts "#{pair[0]} is #{pair[1].inspect}"
end
keys = [:one, :two, :three]
vals = [1, 2, 3]
keys.zip(vals).each_with_index do |kv, i|
  puts "#{i}: #{kv.inspect}"
end
def dot(u, v)
  sum = 0
  u.zip(v).each do |pr|
    sum += pr[0] * pr[1]
  end
  sum
end
p dot([1, 2, 3], [4, 5, 6])
p dot([], [])
def transpose3(m)
  m[0].zip(m[1], m[2])
end
p transpose3([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
p transpose3([[1, 2], [3, 4], [5, 6]])
p transpose3([[1, 2], [3], []])
p a.zip(b).flatten
q = a.zip(b).map do |x|
  x[1] * x[0]
end
p q
long = [1, 2, 3, 4, 5]
short = [10]
p long.zip(short, long)
p short.zip(long, long)
