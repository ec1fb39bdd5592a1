# A setter cannot be an endless method: CRuby refuses it at parse time.
class Box
  attr_reader :v

  def v=(x) = @v = x
end
puts "never printed"
