# Runtime error: ArgumentError from Foo.new(1) where Foo defines no initialize (only no-argument new works).
class Marker
  attr_accessor :label
  def show
    "marker #{@label.inspect}"
  end
end

m = Marker.new
puts m.show
m.label = "home"
puts m.show
list = Array.new(3) { Marker.new }
list.each_with_index { |x, i| x.label = i }
puts list.map { |x| x.show }.join("; ")
bad = Marker.new(1)
puts bad.show
