# Kernel#tap, then, yield_self (public on every object, a return from the block leaving) and Kernel#Array of nil, Arrays, Ranges, Hashes, structs and objects with to_a/to_ary.
p 1.tap { |x| p x + 1 }, 2.then { |x| x + 1 }, "s".yield_self { |x| x * 2 }, [1].tap { |a| a << 2 }, nil.tap { }
p Array(nil), Array([1]), Array(1..2), Array({ a: 1 }), Array("a"), Array(5), Array(:s)
S2 = Struct.new(:a, :b)
p Array(S2.new(1, 2))
class Pt
  def to_a = [:pt]
end
class Pu
  def to_ary = [:pu]
end
p Array(Pt.new), Array(Pu.new)
def early = 5.tap { |x| return x * 3 }
p early
n = 0
i = 0
while i < 3000
  n += i.then { |x| x * 2 } + [i].tap { |a| a << 1 }.size + Array(i).size
  i += 1
end
p n
