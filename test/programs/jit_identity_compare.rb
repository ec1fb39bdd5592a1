# == and != in hot loops on receivers whose == is BasicObject's (nil,
# true, false, objects of a class without its own ==), compared by identity
# in executors; then a class gains its own == and the loops see it.
class Node
  attr_accessor :next_node, :value

  def initialize(value, next_node)
    @value = value
    @next_node = next_node
  end
end

NONE = nil

def length(list)
  n = 0
  while NONE != list
    n += 1
    list = list.next_node
  end
  n
end

def count_same(list, target)
  same = 0
  until list == nil
    same += 1 if list == target
    same += 1 if nil == list.next_node
    list = list.next_node
  end
  same
end

def flags(values)
  t = 0
  values.each do |v|
    t += 1 if true == v
    t += 10 if false != v
  end
  t
end

list = nil
300.times { |i| list = Node.new(i, list) }
middle = list
150.times { middle = middle.next_node }
p length(list), length(nil)
200.times { count_same(list, middle) }
p count_same(list, middle)
p flags([true, false, nil, 1, true] * 40)

# Now Node's == compares values: the compiled comparisons must notice.
class Node
  def ==(other)
    other.is_a?(Node) && value % 7 == other.value % 7
  end
end
p count_same(list, middle)
p length(list)
