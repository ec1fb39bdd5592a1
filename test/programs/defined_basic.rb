# defined? on locals, ivars, globals, constants, methods, literals, assignments and self
x = 1
p defined?(x), defined?(zz), defined?(@y), defined?(puts), defined?(String), defined?(Zork)
@y = nil
p defined?(@y)
p defined?($g)
$g = nil
p defined?($g)
p defined?(self), defined?(nil), defined?(true), defined?(false)
p defined?(1), defined?("s"), defined?(:sym), defined?(1..2), defined?([1, 2]), defined?({ a: 1 }), defined?("a#{zz}")
p defined?(x = 2), defined?(x += 1), defined?(@z = 1), defined?(@z), defined?(x && zz), defined?(x || zz)
p defined?([1, zz]), defined?(1 + 2), defined?(1 + zz), defined?(!x), defined?(!zz)
p defined? x, defined?(x).frozen?, defined?(x).class, defined?(defined?(zz))
p defined?((1; zz)), defined?((zz; 1))
MAX = 10
p defined?(MAX), defined?(Math::PI), defined?(Float::INFINITY), defined?(Comparable), defined?(Thread)
p defined?(MIN)
if defined?(@count)
  puts "has count"
else
  puts "no count yet"
end
@count ||= 0
puts "count: #{@count}" if defined?(@count)
y = defined?(zz) ? "zz" : "no zz"
p y
a = 1
b = nil
p(defined? a && b)
p((defined? a) && b)
w = defined? a = 1
p w
p(defined?(a) + "!")
