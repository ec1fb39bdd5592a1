# A superclass's self.inherited runs when a subclass is made (not when it is reopened),
# before the subclass's body; super reaches Class#inherited; an error in it stops the class.
class Plugin
  @registry = []
  class << self
    attr_reader :registry
  end
  def self.inherited(sub)
    super
    Plugin.registry << sub.name
    puts "registered #{sub}"
  end
end
class Alpha < Plugin
  puts "in Alpha's body"
end
class Beta < Plugin; end
class Alpha < Plugin
  def more; end
end
class Gamma < Alpha; end
p Plugin.registry
class Base
  def self.inherited(k)
    raise ArgumentError, "no #{k} allowed" if k.name == "Bad"
  end
end
begin
  class Bad < Base; end
rescue ArgumentError => e
  p e.message
end
class Good < Base; end
p Good.superclass
