# Interleaving print, puts and p on the same lines; all write to stdout in order.
print "a"
puts "b"
print "c", "d"
p "e"
print 1
p 2
puts 3
print "no newline at first, "
print "then puts: "
puts
p 1, "two", [3]
puts 1, "two", [3]
print 1, "two", [3], "\n"
puts "x".inspect
print "y".inspect, "\n"
p "z".to_s
puts [nil, [nil]].inspect
print "end"
puts ""
