# Runtime error: NoMethodError raised by a block that a user method calls through yield, inside times.
def each_twice(list)
  list.each { |x| yield x; yield x }
end
def shout_all(list)
  list.length.times do |i|
    each_twice([list[i]]) { |s| puts s.upcase }
  end
end
shout_all(["a", "b"])
shout_all(["c", 5, "d"])
puts "never printed"
