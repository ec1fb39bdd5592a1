# Classes: bare super (same arguments), super() (no arguments), super(a, b) (explicit), including optional parameters.
class Base
  def greet(who = "world", punct = "!")
    "hello #{who}#{punct}"
  end
  def area(w, h)
    w * h
  end
  def tag
    "base"
  end
end

class Zero < Base
  def greet(who = "zero", punct = "?")
    "[" + super() + "]"
  end
end

class Same < Base
  def greet(who = "same", punct = ".")
    "(" + super + ")"
  end
  def area(w, h)
    w = w * 2
    super
  end
end

class Explicit < Base
  def greet(who, punct = "~")
    super(who.upcase, punct * 3)
  end
  def area(w, h)
    super(w + 1, h + 1) - 1
  end
  def tag
    "explicit<" + super() + ">"
  end
end

z = Zero.new
s = Same.new
e = Explicit.new
puts z.greet
puts z.greet("bob", ";")
puts s.greet
puts s.greet("ann")
puts s.area(3, 4)
puts e.greet("eve")
puts e.greet("eve", "#")
puts e.area(3, 4)
puts e.tag
puts Base.new.greet
puts Base.new.area(2, 5)
