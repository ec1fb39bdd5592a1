# Classes: a three-level subclass chain calling super at each level, in initialize and in ordinary methods.
class Vehicle
  attr_reader :wheels, :name
  def initialize(name, wheels)
    @name = name
    @wheels = wheels
    @log = ["Vehicle#initialize"]
  end
  def describe
    "#{@name} with #{@wheels} wheels"
  end
  def log
    @log
  end
  def cost
    1000
  end
end

class Car < Vehicle
  def initialize(name, seats)
    super(name, 4)
    @seats = seats
    @log << "Car#initialize"
  end
  def describe
    super + ", #{@seats} seats"
  end
  def cost
    super * 5 + @seats * 100
  end
end

class SportsCar < Car
  def initialize(name, seats, top_speed)
    super(name, seats)
    @top_speed = top_speed
    @log << "SportsCar#initialize"
  end
  def describe
    "fast " + super + ", top #{@top_speed} km/h"
  end
  def cost
    base = super
    base + @top_speed * 10
  end
end

v = Vehicle.new("cart", 2)
c = Car.new("sedan", 5)
s = SportsCar.new("roadster", 2, 280)
[v, c, s].each do |x|
  puts x.describe
  puts x.cost
  puts x.log.join(" > ")
end
p s.wheels, s.name
