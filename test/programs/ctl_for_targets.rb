# for with several targets (an Array spread over them), a trailing comma,
# an instance variable, an index and an attribute as targets, and a
# class's own each yielding one value, several, or none.
for a, b in [[1, 2], [3, 4], [5], 6]
  p [a, b]
end
for c, d, e in [[1, 2, 3, 4]]
  p [c, d, e]
end
for f, in [[7, 8], 9]
  p f
end

class Pairs
  attr_accessor :slot

  def initialize
    @slot = nil
  end

  def each
    yield 1, 2
    yield [3, 4]
    yield
    got = yield 5
    p got
    :done
  end

  def fill
    for @item in [1, 2, 3]
    end
    @item
  end
end

for one in Pairs.new
  p one
end
r = for x, y in Pairs.new
  [x, y]
end
p r
p Pairs.new.fill

arr = [0, 0, 0]
for arr[1] in [5, 6]
end
p arr
obj = Pairs.new
for obj.slot in ["s", "t"]
end
p obj.slot
