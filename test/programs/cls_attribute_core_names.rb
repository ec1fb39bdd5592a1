# Attributes may carry the names of core methods rhz lacks (next, succ,
# size): attr_accessor defines them as surely as a def does.
class Link
  attr_accessor :next, :size
  attr_reader :succ

  def initialize(v)
    @next = nil
    @succ = v
    @size = 1
  end
end
a = Link.new(1)
b = Link.new(2)
a.next = b
a.size += 4
p a.next.succ
p a.next.next
p a.size
