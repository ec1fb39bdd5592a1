# Comparable from a class's own <=>.
class Version
  include Comparable
  attr_reader :major, :minor

  def initialize(major, minor)
    @major = major
    @minor = minor
  end

  def <=>(other)
    return nil unless other.is_a?(Version)
    [major, minor] <=> [other.major, other.minor]
  end

  def to_s
    "#{major}.#{minor}"
  end
end

a = Version.new(1, 2)
b = Version.new(1, 10)
c = Version.new(1, 2)
p a < b, a <= b, a > b, a >= b, a == c, a != b, a == b
p a.between?(c, b), b.between?(a, c)
puts a.clamp(b, b), b.clamp(a, c), a.clamp(a, b)
puts [b, a, Version.new(0, 9)].sort.join(" ")
puts [b, a].min, [b, a].max
p a == "1.2"
begin
  a < 5
rescue ArgumentError => e
  puts e.message
end
begin
  a < nil
rescue ArgumentError => e
  puts e.message
end
begin
  a.clamp(b, a)
rescue ArgumentError => e
  puts e.message
end
p 5.between?(1, 10), 5.clamp(1, 3), 2.5.clamp(3, 4), "b".between?("a", "c"), 7.clamp(1..5)
p 5.is_a?(Comparable), "x".is_a?(Comparable), [].is_a?(Comparable)
