# Classes: subclasses redefining methods, inherited methods calling overridden ones (dynamic dispatch), arrays of mixed objects.
class Animal
  attr_reader :name
  def initialize(name)
    @name = name
  end
  def sound
    "..."
  end
  def legs
    4
  end
  def speak
    "#{@name} the #{kind} says #{sound}"
  end
  def kind
    "animal"
  end
end

class Dog < Animal
  def sound
    "woof"
  end
  def kind
    "dog"
  end
end

class Puppy < Dog
  def sound
    "yip"
  end
end

class Bird < Animal
  def legs
    2
  end
  def kind
    "bird"
  end
  def sound
    "tweet"
  end
end

class Fish < Animal
  def legs
    0
  end
end

zoo = [Dog.new("rex"), Puppy.new("bit"), Bird.new("tweety"), Fish.new("nemo"), Animal.new("thing")]
zoo.each { |a| puts a.speak }
puts zoo.inject(0) { |s, a| s + a.legs }
puts zoo.map { |a| a.kind }.join(",")
puts zoo.select { |a| a.legs == 4 }.map { |a| a.name }.inspect
