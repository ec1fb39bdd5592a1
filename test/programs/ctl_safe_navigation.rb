# Safe navigation (`recv&.name`): nil for a nil receiver without evaluating the arguments or
# the block, the call for anything else (false included); chains, blocks, `&.()`, commands,
# and a hot loop where the receiver alternates.
class Node
  attr_accessor :value, :next_node
  def initialize(v, n = nil)
    @value = v
    @next_node = n
  end
end
list = Node.new(1, Node.new(2))
p list&.value, list.next_node&.value, list.next_node.next_node&.value
p list.next_node.next_node&.next_node&.value
x = nil
p x&.length, x&.foo(puts("never")), "abc"&.length
p false&.to_s, false&.!
h = { a: [1, 2] }
p h[:a]&.map { |v| v * 2 }, h[:b]&.map { |v| v * 2 }
p h[:a]&.first&.succ
y = nil
y&.each { |q| p q }
l = ->(z) { z * 3 }
p l&.(4), nil&.call(1)
n = 0
i = 0
while i < 3000
  node = i.even? ? list : nil
  n += node&.value || 0
  i += 1
end
p n
