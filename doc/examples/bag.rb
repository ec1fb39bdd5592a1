# A method that passes a block to Array#each, called from a hot loop.
class Bag
  def initialize
    @a = [1, 2, 3]
  end

  def total
    s = 0
    @a.each { |x| s += x }
    s
  end
end

b = Bag.new
t = 0
100000.times { t += b.total }
p t
