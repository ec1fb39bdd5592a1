# defined? on method calls: receivers run once, arguments are only asked about, private and missing methods are nil
def side
  puts "side"
  1
end

x = 5
p defined?(x.succ), defined?(x.zork), defined?(x.succ.succ), defined?(zz.succ), defined?(x.foo.bar)
p defined?(side.succ)
p defined?(side.zork)
p defined?(side.succ.succ)
p defined?(side.succ(zz))
p defined?(puts(side.succ))
p defined?(puts(zz)), defined?(puts(x)), defined?(p), defined?(rand), defined?(loop), defined?(lambda)
p defined?(x.puts), defined?(nil.to_s), defined?(nil.zork), defined?(x == 1), defined?(x[0]), defined?(zz[0])
p defined?([side].first)
p defined?(x.succ { }), defined?(x.times { |i| i })

class Box
  attr_accessor :w

  def initialize
    @w = 1
  end

  def open
    1
  end

  def check
    p defined?(helper), defined?(self.helper), defined?(self.open), defined?(@w), defined?(@nope)
  end
end

# a top-level method is a private method of Object
def helper
  2
end

b = Box.new
p defined?(b.open), defined?(b.helper), defined?(b.w), defined?(b.w = 2), defined?(b.q = 2), defined?(b.nothing)
p defined?(helper), defined?(self.helper), defined?(1.helper)
b.check
h = {}
p defined?(h[:a] = 1), defined?(h[:a] ||= 1), defined?(1[0] = 2)
p defined?(Box.new), defined?(Box.zork), defined?(Box)
