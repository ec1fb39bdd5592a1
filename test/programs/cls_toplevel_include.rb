# include at the top level puts a module's methods on every object (numbers, nil, Symbols included), and own methods of nil and true that send to self: compiled code must not take self for a heap object there.
module Greet
  def hi; "hi from #{self.class}"; end
end
include Greet
p hi
p 5.hi
p Object.include?(Greet)
def nil.describe
  "nil says " + self.inspect + " " + self.to_s.size.to_s
end
def true.flip
  self.!
end
p nil.describe, true.flip
module Shout2
  def shout2; self.to_s.upcase + "!"; end
end
include Shout2
p 5.shout2, :sym.shout2, nil.shout2, "x".shout2, [1].shout2
