# Methods of one object's own: `def obj.name`, on objects, main, classes
# and nil, with super, respond_to?, and the object's class unchanged.
class Greeter
  def greet(name)
    "Hello, #{name}"
  end

  def to_s
    "a greeter"
  end
end

loud = Greeter.new
quiet = Greeter.new

def loud.greet(name)
  super.upcase + "!"
end

def loud.volume
  11
end

puts loud.greet("amy")
puts quiet.greet("amy")
p loud.volume
p loud.class, loud.instance_of?(Greeter), loud.is_a?(Greeter), Greeter === loud
p loud.respond_to?(:volume), quiet.respond_to?(:volume)
puts loud
begin
  quiet.volume
rescue NoMethodError => e
  puts e.class
end

# A second own method goes into the same singleton class.
def loud.whisper
  greet("bob").downcase
end
p loud.whisper

# A method call site that has seen both objects keeps them apart.
[loud, quiet, loud, quiet].each { |g| puts g.greet("x") }
4.times { |i| puts [loud, quiet][i % 2].greet(i) }

# main's own method.
def self.helper(x)
  x * 3
end
p helper(4), self.helper(5)

# A class's own method, defined from outside its body.
def Greeter.create
  new
end
p Greeter.create.greet("cy")

# nil's singleton class is NilClass.
def nil.empty_name
  "(none)"
end
p nil.empty_name

# `def` gives the name.
name = def quiet.shush; :shh; end
p name, quiet.shush

# Numbers and symbols have no singleton class.
[1, 2.5, :sym].each do |v|
  begin
    def v.foo; end
  rescue TypeError => e
    p e.message
  end
end

# Arguments, defaults, blocks and ivars work as in any method.
counter = Object.new
def counter.bump(by = 1)
  @n = (@n || 0) + by
end
def counter.each_bump(times)
  times.times { yield bump }
end
counter.bump
counter.bump(5)
counter.each_bump(3) { |n| p n }
