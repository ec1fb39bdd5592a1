# a key whose hash is not an Integer, or whose hash or eql? raises
class Weird
  def initialize(h)
    @h = h
  end

  def hash
    raise ArgumentError, "no hash for you" if @h == :raise
    @h
  end

  def eql?(other)
    true
  end
end

[2.9, "x", nil, :raise, 2**70].each do |h|
  begin
    table = {}
    table[Weird.new(h)] = 1
    p table[Weird.new(h)]
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
end

class Boom
  def hash
    1
  end

  def eql?(other)
    raise "eql? failed"
  end
end

h = { Boom.new => 1 }
begin
  h[Boom.new]
rescue => e
  puts "#{e.class}: #{e.message}"
end
h[Boom.new]
