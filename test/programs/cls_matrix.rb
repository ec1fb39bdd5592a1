# Classes: a matrix class storing rows as nested arrays, with mul, transpose, identity, power and to_s.
class Matrix2
  attr_reader :rows, :n, :m
  def initialize(rows)
    @rows = rows
    @n = rows.size
    @m = rows[0].size
  end
  def at(i, j)
    @rows[i][j]
  end
  def mul(other)
    out = Array.new(@n) { Array.new(other.m, 0) }
    @n.times do |i|
      other.m.times do |j|
        s = 0
        @m.times { |k| s += at(i, k) * other.at(k, j) }
        out[i][j] = s
      end
    end
    Matrix2.new(out)
  end
  def transpose
    Matrix2.new(Array.new(@m) { |j| Array.new(@n) { |i| @rows[i][j] } })
  end
  def power(e)
    result = Matrix2.new(Array.new(@n) { |i| Array.new(@n) { |j| i == j ? 1 : 0 } })
    base = self
    while e > 0
      result = result.mul(base) if e % 2 == 1
      base = base.mul(base)
      e /= 2
    end
    result
  end
  def ==(other)
    @rows == other.rows
  end
  def to_s
    @rows.map { |r| r.map { |v| format("%4d", v) }.join }.join("\n")
  end
end

a = Matrix2.new([[1, 2, 3], [4, 5, 6]])
puts a
puts a.transpose
puts a.mul(a.transpose)
fib = Matrix2.new([[1, 1], [1, 0]])
puts fib.power(10)
p fib.power(100).at(0, 1)
p a.transpose.transpose == a
p a == a.transpose
