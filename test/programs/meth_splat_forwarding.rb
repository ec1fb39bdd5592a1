# splats forwarding arguments: initialize *args, overriding puts/print with *args, private sends
class Vec
  attr_reader :parts
  def initialize(*parts)
    @parts = parts
  end
  def reset(*args)
    initialize(*args)
    self
  end
  def plus(other)
    Vec.new(*parts.zip(other.parts).map { |a, b| a + b })
  end
end
v = Vec.new(1, 2).plus(Vec.new(10, 20))
p v.parts
p Vec.new.reset(7, 8, 9).parts
def log(level, *words)
  puts "#{level}: #{words.join(' ')}"
end
def warn_all(*words)
  log("warn", *words)
end
warn_all("disk", "almost", "full")
warn_all
def puts(*args)
  print "[quiet] ", args.size, "\n"
end
puts "a", "b"
puts
