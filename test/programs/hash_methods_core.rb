# Integer#hash, String#hash, Array#hash, Object#hash and eql? as methods a program calls (values agree within a run; CRuby's differ per run, so only comparisons are printed)
p 1.hash == 1.hash, "ab".hash == "ab".hash, [1, "a", :s].hash == [1, "a", :s].hash
p 1.hash.class, "x".hash.class, nil.hash.class, :s.hash.class, 2.5.hash.class, (2**80).hash.class
p 1.hash == 2.hash, "ab".hash == "ba".hash
p 0.0.hash == -0.0.hash, (2**80).hash == (2**80).hash
o = Object.new
p o.hash == o.hash, o.eql?(o), o.eql?(Object.new)
p 1.eql?(1), 1.eql?(1.0), 1 == 1.0, "a".eql?("a"), [1, [2]].eql?([1, [2]]), [1].eql?([1.0]), :a.eql?(:a), nil.eql?(nil)

class Pair
  attr_reader :a, :b

  def initialize(a, b)
    @a = a
    @b = b
  end

  def hash
    [a, b].hash ^ 12345
  end

  def eql?(other)
    a.eql?(other.a) && b.eql?(other.b)
  end
end

p Pair.new(1, "x").hash == Pair.new(1, "x").hash
p Pair.new(1, "x").eql?(Pair.new(1, "x")), Pair.new(1, "x").eql?(Pair.new(1.0, "x"))

class Plain
  def hash
    super
  end
end
pl = Plain.new
p pl.hash == pl.hash

# Ranges are keys by value too
h = { (1..2) => "a", (1...2) => "b", [1, (3..4)] => "c" }
p h[1..2], h[1...2], h[[1, 3..4]], h[2..3]
p [1..2, 1..2, 1...2].uniq
p (1..2).hash == (1..2).hash, (1..2).eql?(1..2)
