# The writers convert with to_s, a class's own included; puts of an Array
# writes one element a line.
class Temp
  def initialize(deg)
    @deg = deg
  end

  def to_s
    "#{@deg} degrees"
  end
end

t = Temp.new(21)
$stdout.puts t
$stdout.print t, "\n"
$stdout.write(t, "\n")
$stdout << t << "\n"
$stdout.puts [t, [Temp.new(5), nil], 3]
$stdout.puts []
$stdout.print
puts "end"
