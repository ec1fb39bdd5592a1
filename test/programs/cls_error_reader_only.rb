# Runtime error: NoMethodError calling a writer (x=) that attr_reader did not define; the reader works.
class Config
  attr_reader :port, :host
  attr_accessor :debug
  def initialize(host, port)
    @host = host
    @port = port
  end
end

c = Config.new("localhost", 8080)
puts "#{c.host}:#{c.port}"
c.debug = true
p c.debug
c.debug = !c.debug
p c.debug
c.port = 9090
puts "never printed"
