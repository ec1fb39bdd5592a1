# Modules as mixins: include, lookup order, super through a module,
# module methods (def self.x), constants in modules.
module Greeting
  PREFIX = "Hello"

  def greet
    "#{PREFIX}, #{name}#{suffix}"
  end

  def suffix
    "!"
  end
end

module Loud
  def suffix
    super + "!!"
  end

  def shout
    greet.upcase
  end
end

class Person
  include Greeting
  attr_reader :name

  def initialize(name)
    @name = name
  end
end

class LoudPerson < Person
  include Loud
end

bob = Person.new("Bob")
puts bob.greet
amy = LoudPerson.new("Amy")
puts amy.greet
puts amy.shout
p LoudPerson.ancestors.take(4)
p LoudPerson.include?(Greeting), Person.include?(Loud)
p amy.is_a?(Loud), amy.is_a?(Greeting), bob.is_a?(Loud), amy.kind_of?(Person)
p amy.instance_of?(Person), amy.instance_of?(LoudPerson)
p Greeting::PREFIX
p Greeting.class, Person.class, Greeting.name, Greeting

module Util
  def self.double(x)
    x * 2
  end

  LIMIT = 10

  def self.limit
    LIMIT
  end
end

p Util.double(21), Util.limit, Util::LIMIT

module Walk
  def move; "walk"; end
end

module Swim
  def move; "swim, then #{super}"; end
end

class Duck
  include Walk
  include Swim
end

class Robot
  include Walk, Swim
end

p Duck.new.move, Robot.new.move
p Duck.ancestors.take(3), Robot.ancestors.take(3)

case amy
when Loud then puts "loud one"
end
p Loud === amy, Loud === bob

begin
  Greeting.new
rescue NoMethodError => e
  puts e.message.split("\n")[0]
end

begin
  Person.include(Person)
rescue TypeError => e
  puts e.message
end
