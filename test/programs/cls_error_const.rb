# Runtime error: NameError from reading an undefined class constant Foo::NOPE after defined ones worked.
class Limits
  LOW = 1
  HIGH = 10
  def clamp(v)
    return LOW if v < LOW
    return HIGH if v > HIGH
    v
  end
end

l = Limits.new
p [-5, 3, 99].map { |v| l.clamp(v) }
p Limits::LOW
p Limits::HIGH
p Limits::NOPE
puts "never printed"
