# A class may define == and eql?-free equality on its own; equal? stays
# identity for it, and a class may define its own equal? too.
class Money
  attr_reader :cents

  def initialize(cents)
    @cents = cents
  end

  def ==(other)
    cents == other.cents
  end
end

class Loose
  def equal?(other)
    true
  end
end

m1 = Money.new(5)
m2 = Money.new(5)
p m1 == m2, m1.equal?(m2), m1 != m2
list = [m1]
p list.include?(m2), list.index(m2)
p Loose.new.equal?(nil), Loose.new.equal?(1)

def same?(a, b)
  a.equal?(b)
end
p same?(m1, m1), same?(m1, m2), same?(3, 3), same?("3", "3"), same?(nil, false)

objects = [m1, m2, 7, :s, nil]
objects.each do |o|
  print objects.count { |q| q.equal?(o) }, " "
end
puts
x = m1
x = Money.new(5) if x.equal?(m2)
p x.equal?(m1)
