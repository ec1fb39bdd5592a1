# Runtime error: TypeError from Integer#+ given a user object (1 + obj), after obj's own arithmetic methods worked.
class Meters
  attr_reader :n
  def initialize(n)
    @n = n
  end
  def plus(other)
    Meters.new(@n + other.n)
  end
  def to_s
    "#{@n}m"
  end
end

a = Meters.new(3)
b = Meters.new(4)
puts a.plus(b)
puts 1 + a.n
puts "#{a} and #{b}"
total = 0
[a, b].each { |m| total += m.n }
puts total
total = 0
[a, b].each { |m| total = total + m }
puts "never printed"
