# Array#delete removes every equal element and returns the last one removed, or nil
a = [1, 2, 3, 2, 1, 2]
p a.delete(2)
p a
p a.delete(9)
p a
b = ["x", "y", "x"]
p b.delete("x"), b
c = [[1], [2], [1]]
p c.delete([1]), c
class Key
  attr_reader :k
  def initialize(k)
    @k = k
  end
  def ==(other)
    other.k == k
  end
end
d = [Key.new(1), Key.new(2), Key.new(1)]
p d.delete(Key.new(1)).k, d.size
e = []
p e.delete(nil)
f = [nil, 1, nil]
p f.delete(nil), f
