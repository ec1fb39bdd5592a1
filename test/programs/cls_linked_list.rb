# Classes: a singly linked list of Node objects (attr_accessor links, nil-terminated) with push, each via yield, reverse in place, to_s.
class Node
  attr_accessor :value, :next_node
  def initialize(value)
    @value = value
  end
end

class LinkedList
  def initialize
    @head = nil
    @tail = nil
  end
  def push(v)
    n = Node.new(v)
    if @head.nil?
      @head = n
    else
      @tail.next_node = n
    end
    @tail = n
    self
  end
  def each
    cur = @head
    while cur
      yield cur.value
      cur = cur.next_node
    end
  end
  def reverse!
    prev = nil
    cur = @head
    @tail = @head
    while cur
      nxt = cur.next_node
      cur.next_node = prev
      prev = cur
      cur = nxt
    end
    @head = prev
    self
  end
  def to_s
    parts = []
    each { |v| parts << v.to_s }
    "(" + parts.join(" -> ") + ")"
  end
end

list = LinkedList.new
puts list
5.times { |i| list.push(i * i) }
puts list
total = 0
list.each { |v| total += v }
puts total
puts list.reverse!
list.push(100)
puts "reversed then pushed: #{list}"
