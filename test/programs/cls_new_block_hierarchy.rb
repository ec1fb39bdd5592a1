# Class#new with a block through a class hierarchy: super passes the block on, class methods make objects with blocks
class Node
  attr_reader :name, :children

  def initialize(name, &build)
    @name = name
    @children = []
    instance_builder(&build) if build
  end

  def instance_builder(&build)
    build.call(self)
  end

  def add(child)
    @children << child
    self
  end

  def self.leaf(name)
    new(name) { |n| n.add(name.upcase) }
  end
end

class Tagged < Node
  attr_reader :tag

  def initialize(name, tag, &build)
    @tag = tag
    super(name, &build)
  end
end

root = Node.new("root") do |n|
  n.add(Node.leaf("a"))
  n.add(Tagged.new("b", :t) { |t| t.add("inner") })
end
p root.children.size
p root.children[0].children
p root.children[1].tag, root.children[1].children
p Node.new("bare").children
p Tagged.new("c", 1).tag
