# class variables: shared by a class, its subclasses and its class methods; ||= on one never assigned; NameError when read unassigned; none at the top level
class Counter
  @@count = 0
  @@names ||= []
  def self.count
    @@count
  end
  def initialize(name)
    @@count += 1
    @@names << name
  end
  def names
    @@names
  end
end
class Sub < Counter
  def bump
    @@count += 10
  end
end
Counter.new("a")
s = Sub.new("b")
s.bump
p Counter.count, s.names
class Other
  def read
    @@missing
  end
  def lazy
    @@lazy ||= 5
  end
end
p Other.new.lazy
begin
  Other.new.read
rescue NameError => e
  p e.message
end
begin
  @@top = 1
rescue RuntimeError => e
  p e.message
end
