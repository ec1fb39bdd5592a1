# alias in its forms: bare names, symbols, operators (`alias cmp <=>`,
# `alias eql? ==`, `alias add +`) followed by more of the class body,
# predicates and setters; undef with symbols and lists.
class Money
  include Comparable
  attr_reader :cents

  def initialize(cents)
    @cents = cents
  end

  def <=>(other)
    cents <=> other.cents
  end
  alias compare <=>
  def ==(other)
    other.is_a?(Money) && cents == other.cents
  end
  alias eql? ==
  alias :same? :==
  def hash = cents.hash

  def +(other)
    Money.new(cents + other.cents)
  end
  alias add +
  alias plus add

  def [](i) = cents.to_s.reverse[i].to_i
  alias digit []

  def cents=(v)
    @cents = v
  end
  alias amount= cents=

  def to_s = "$#{cents / 100}.#{format('%02d', cents % 100)}"
  alias inspect to_s
end

a = Money.new(150)
b = Money.new(275)
p a.compare(b), b.compare(a), a.eql?(Money.new(150)), a.same?(b), a.add(b), a.plus(a)
p a < b, [b, a].max, { a => 1, Money.new(150) => 2 }.size
p a.digit(0), a.digit(2)
a.amount = 999
p a

class Tool
  def f = 1
  def g = 2
  def h = 3
  undef :f, g
  undef h
end
t = Tool.new
p t.respond_to?(:f), t.respond_to?(:g), t.respond_to?(:h)
