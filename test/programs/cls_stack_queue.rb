# Classes: a stack and a queue wrapping arrays, used to check balanced brackets and to simulate a round-robin.
class Stack
  def initialize
    @items = []
  end
  def push(x)
    @items.push(x)
    self
  end
  def pop
    @items.pop
  end
  def empty?
    @items.empty?
  end
  def size
    @items.size
  end
end
class Queue2
  def initialize
    @items = []
  end
  def enqueue(x)
    @items << x
  end
  def dequeue
    @items.shift
  end
  def empty?
    @items.empty?
  end
end
def balanced?(text)
  pairs = { ")" => "(", "]" => "[", "}" => "{" }
  st = Stack.new
  i = 0
  while i < text.length
    c = text[i]
    if c == "(" || c == "[" || c == "{"
      st.push(c)
    elsif pairs.key?(c)
      return false if st.empty? || st.pop != pairs[c]
    end
    i += 1
  end
  st.empty?
end
["(a[b]{c})", "(]", "((", "", "{[()()]}x", "a)"].each { |t| puts "#{t.inspect} #{balanced?(t)}" }
q = Queue2.new
[["a", 3], ["b", 1], ["c", 2]].each { |job| q.enqueue(job) }
order = []
until q.empty?
  name, left = q.dequeue
  order << name
  q.enqueue([name, left - 1]) if left > 1
end
puts order.join(" ")
s = Stack.new.push(1).push(2).push(3)
p s.size, s.pop, s.size
