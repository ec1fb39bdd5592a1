# Object#class of every kind of value, as values that print and compare
p 5.class, 2.5.class, "s".class, [].class, {}.class, (1..2).class, nil.class, true.class, false.class, :a.class
class Foo; end
p Foo.new.class, Foo.class, Foo.new.class == Foo, [].class == Array
p (2**70).class
p proc { }.class
