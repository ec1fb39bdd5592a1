# Classes: a fraction class normalised by gcd, with plus/times, user == and <=>, sort/min/max, and big-integer growth.
def gcd(a, b)
  while b != 0
    a, b = b, a % b
  end
  a.abs
end

class Frac
  attr_reader :num, :den
  def initialize(num, den = 1)
    g = gcd(num, den)
    g = 1 if g == 0
    if den < 0
      num = -num
      den = -den
    end
    @num = num / g
    @den = den / g
  end
  def plus(o)
    Frac.new(@num * o.den + o.num * @den, @den * o.den)
  end
  def times(o)
    Frac.new(@num * o.num, @den * o.den)
  end
  def ==(o)
    @num == o.num && @den == o.den
  end
  def <=>(o)
    (@num * o.den) <=> (o.num * @den)
  end
  def to_s
    @den == 1 ? @num.to_s : "#{@num}/#{@den}"
  end
  def inspect
    "Frac(#{self})"
  end
end

half = Frac.new(1, 2)
third = Frac.new(2, 6)
puts half.plus(third)
puts Frac.new(6, -4)
p Frac.new(4, 8) == half
p [Frac.new(3, 4), half, third, Frac.new(-1, 5), Frac.new(7, 7)].sort
p [Frac.new(3, 4), half, Frac.new(5, 9)].max
p [Frac.new(3, 4), half, Frac.new(5, 9)].min
h = Frac.new(0)
(1..30).each { |k| h = h.plus(Frac.new(1, k)) }
puts h
puts h.den > 2 ** 40
p [half, third].include?(Frac.new(3, 9))
