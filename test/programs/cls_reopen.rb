# Classes: reopening a class to add methods and readers; objects created before the reopen see the new methods.
class Temperature
  def initialize(celsius)
    @celsius = celsius
  end
  def celsius
    @celsius
  end
end

t1 = Temperature.new(100)
puts t1.celsius

class Temperature
  attr_reader :note
  def fahrenheit
    @celsius * 9 / 5 + 32
  end
  def annotate(n)
    @note = n
    self
  end
end

t2 = Temperature.new(-40)
puts t1.fahrenheit
puts t2.fahrenheit
p t1.note
t1.annotate("boiling")
p t1.note

class Temperature
  def kelvin
    @celsius + 273
  end
  def to_s
    "#{@celsius}C/#{fahrenheit}F/#{kelvin}K"
  end
end

puts t1
puts t2
puts [Temperature.new(0), Temperature.new(37)].map { |t| t.to_s }.join(" | ")
puts "#{t2.annotate("cold")} is #{t2.note}"
