# Classes: user <=> used by Array#sort, min and max; sort_by on an attribute; user inspect in p of arrays.
class Person
  attr_reader :name, :age
  def initialize(name, age)
    @name = name
    @age = age
  end
  def <=>(other)
    c = @age <=> other.age
    c = @name <=> other.name if c == 0
    c
  end
  def inspect
    "#{@name}(#{@age})"
  end
  def to_s
    @name
  end
end

people = [
  Person.new("Maria", 34),
  Person.new("Ade", 19),
  Person.new("Lin", 34),
  Person.new("Bo", 72),
  Person.new("Carla", 19),
  Person.new("Zed", 45)
]
p people.sort
p people.min
p people.max
p people.sort_by { |x| x.name }
p people.sort_by { |x| x.name.reverse }.first
puts people.sort.reverse.map { |x| x.to_s }.join(" > ")
adults = people.select { |x| x.age >= 21 }
puts "#{adults.size} adults, oldest #{adults.max}, youngest #{adults.min}"
p people.sort.reverse[0, 2]
p(people[0] <=> people[2])
p(people[2] <=> people[0])
p(people[1] <=> Person.new("Ade", 19))
