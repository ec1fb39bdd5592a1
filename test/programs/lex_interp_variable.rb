# "#$x" and "#@x": a global or instance variable interpolated without braces
$no = 3
@iv = "ivar"
print "No. #$no\n"
puts "#@iv and #$no!"
puts "#$no#$no"
puts "#@"
puts "x#$undefined_global."
class C
  def initialize
    @name = "c"
  end
  def to_s
    "C(#@name)"
  end
end
puts C.new
