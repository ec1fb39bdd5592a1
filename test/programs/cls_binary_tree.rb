# Classes: a binary search tree of TreeNode objects with recursive insert, recursive in-order walk, height (optional param) and lookup.
class TreeNode
  attr_accessor :key, :left, :right
  def initialize(key)
    @key = key
  end
  def insert(k)
    if k < @key
      if @left then @left.insert(k) else @left = TreeNode.new(k) end
    elsif k > @key
      if @right then @right.insert(k) else @right = TreeNode.new(k) end
    end
  end
end
class Tree
  def initialize
    @root = nil
    @count = 0
  end
  def add(k)
    @count += 1
    if @root.nil?
      @root = TreeNode.new(k)
    else
      @root.insert(k)
    end
  end
  def walk(node, out)
    return out if node.nil?
    walk(node.left, out)
    out << node.key
    walk(node.right, out)
  end
  def to_a
    walk(@root, [])
  end
  def height(node = @root)
    return 0 if node.nil?
    l = height(node.left)
    r = height(node.right)
    1 + (l > r ? l : r)
  end
  def include?(k)
    n = @root
    while n
      return true if n.key == k
      n = k < n.key ? n.left : n.right
    end
    false
  end
end
t = Tree.new
[50, 30, 70, 20, 40, 60, 80, 30, 65, 10].each { |k| t.add(k) }
p t.to_a
p t.height
p [10, 35, 65, 99].map { |k| t.include?(k) }
w = Tree.new
(1..12).each { |k| w.add(k) }
p w.height
p w.to_a.sum
