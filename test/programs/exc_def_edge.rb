# method-level rescue: default-arg errors escape it, retry from def rescue, rescue => @ivar
def defaults(a, b = 10 / a)
  "b=#{b}"
rescue ZeroDivisionError
  "default arg raised"
end
p defaults(2)
$tries = 0
def flaky
  $tries += 1
  raise "flake #{$tries}" if $tries < 3
  "ok after #{$tries}"
rescue
  retry
end
p flaky
class Keeper
  def attempt
    begin
      1 / 0
    rescue => @err
      "stored"
    end
  end
  def err
    @err
  end
end
k = Keeper.new
p k.attempt
p k.err.class
class Tos
  def to_s
    raise IndexError, "to_s failed"
  end
end
begin
  puts "value: #{Tos.new}"
rescue IndexError => e
  puts "interp: #{e.message}"
end
p defaults(0)
