# Struct objects as Hash keys: Struct#hash and #eql? by class and values, uniq, and a program's own hash winning.
P = Struct.new(:x, :y)
Q = Struct.new(:x, :y)
h = { P.new(1, 2) => "one" }
p h[P.new(1, 2)]
p h[P.new(2, 1)]
p h[Q.new(1, 2)]
p P.new(1, 2).eql?(P.new(1, 2))
p P.new(1, 2).eql?(P.new(1.0, 2))
p P.new(1, 2) == P.new(1.0, 2)
p P.new(1, 2).eql?(Q.new(1, 2))
p P.new(1, 2).hash == P.new(1, 2).hash
p P.new("a", [1]).hash == P.new("a", [1]).hash
p [P.new(1, 2), P.new(1, 2), P.new(1, 3)].uniq.size
p [P.new(1, 2), P.new(1, 2)].uniq
p({ P.new([1], "s") => 1 }.key?(P.new([1], "s")))
class R < Struct.new(:a)
end
p R.new(1).eql?(R.new(1))
p({ R.new(1) => :r }[R.new(1)])
class S < Struct.new(:a)
  def hash
    0
  end

  def eql?(other)
    true
  end
end
p({ S.new(1) => :s }[S.new(2)])
counts = Hash.new(0)
i = 0
while i < 4000
  counts[P.new(i % 7, i % 3)] += 1
  i += 1
end
p counts.size
p counts[P.new(0, 0)]
