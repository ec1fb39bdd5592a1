# Classes: the default == is identity; aliasing shows mutation through two references; include?/index use identity.
class Cell
  attr_accessor :value
  def initialize(value)
    @value = value
  end
end

a = Cell.new(1)
b = Cell.new(1)
c = a
p a == b
p a == c
p a != b
p c == a
c.value = 42
p a.value
p b.value
list = [a, b]
p list.include?(c)
p list.include?(Cell.new(42))
p list.index(b)
p list.index(Cell.new(1))
p [a, b] == [c, b]
p [a, b] == [b, a]
p a == nil
p nil == a
cells = Array.new(3, Cell.new(0))
cells[0].value += 5
p cells.map { |x| x.value }
fresh = Array.new(3) { Cell.new(0) }
fresh[0].value += 5
p fresh.map { |x| x.value }
grid = [a, a, b]
grid.each { |x| x.value += 1 }
p [a.value, b.value]
p grid.count { |x| x == a }
