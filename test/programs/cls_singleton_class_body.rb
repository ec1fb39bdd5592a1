# class << self: methods and attr_accessor/attr_reader/attr_writer of the class itself,
# its ivars per class (a subclass has its own), endless methods inside, calls from instances.
class Config
  @settings = {}
  class << self
    attr_accessor :name
    attr_reader :settings

    def set(key, value)
      settings[key] = value
      self
    end

    def get(key) = settings.fetch(key, "unset")
  end

  def describe
    "#{self.class.name}: #{self.class.get(:mode)}"
  end
end

Config.name = "prod"
Config.set(:mode, "fast").set(:level, 3)
p Config.name, Config.get(:mode), Config.get(:other), Config.settings
puts Config.new.describe
class Sub < Config
  @settings = { mode: "sub" }
end
p Sub.get(:mode), Sub.name
Sub.name = "s"
p Sub.name, Config.name
p Config.respond_to?(:set), Config.new.respond_to?(:set)
