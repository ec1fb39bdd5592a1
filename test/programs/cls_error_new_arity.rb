# Runtime error: ArgumentError from Foo.new with the wrong number of arguments for initialize (with an optional param).
class Point3
  def initialize(x, y, z = 0)
    @x = x
    @y = y
    @z = z
  end
  def to_s
    "(#{@x}, #{@y}, #{@z})"
  end
end

puts Point3.new(1, 2)
puts Point3.new(1, 2, 3)
pts = [[4, 5], [6, 7, 8], [9]]
pts.each do |args|
  if args.size == 2
    puts Point3.new(args[0], args[1])
  elsif args.size == 3
    puts Point3.new(args[0], args[1], args[2])
  else
    puts Point3.new(args[0])
  end
end
puts "never printed"
