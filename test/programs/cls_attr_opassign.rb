# Classes: attr_accessor/attr_writer with op-assign through a receiver (obj.count += 1, obj.x ||= 5), self.x = in methods.
class Settings
  attr_accessor :count, :x, :name, :items
  attr_writer :secret
  attr_reader :level

  def initialize
    @count = 0
    @level = 1
  end

  def level_up
    @level += 1
    self.count = count + 10
    self.name ||= "unnamed"
  end

  def reveal
    @secret.nil? ? "none" : @secret * 2
  end
end

s = Settings.new
s.count += 1
s.count += 1
s.count *= 5
p s.count
p s.x
s.x ||= 5
p s.x
s.x ||= 99
p s.x
s.x -= 2
p s.x
p s.name
s.level_up
p s.name, s.count, s.level
s.name = "custom"
s.level_up
p s.name, s.count, s.level
s.items ||= []
s.items << "a"
s.items ||= ["never"]
s.items << "b"
p s.items
p s.reveal
s.secret = "xy"
p s.reveal
s.name += "!"
s.name << "?"
p s.name
t = Settings.new
p t.count, t.name, t.items
p(s.x = 42)
p s.x
