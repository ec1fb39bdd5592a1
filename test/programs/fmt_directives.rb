# format and String#% with %d %s %f %.Nf %x %05d and their flags.
puts format("%d items", 42)
puts format("%5d|%-5d|%05d|%+d|% d", 42, 42, 42, 42, 42)
puts format("%s and %s", "apples", :pears)
puts format("%-8s|%8s|", "left", "right")
puts format("%f %.2f %.0f %10.3f|", 3.14159, 2.5, 2.5, -1.5)
puts format("%x %X %o %b", 255, 255, 8, 5)
puts format("%x %x %+x", -1, -255, -255)
puts format("%%d is literal, %.3s", "truncated")
puts "%05.1f and %3d" % [2.25, 7]
puts "%d%%" % 50
puts "%s" % [[1, 2]]
puts format("%d", 12345678901234567890)
puts format("%.2f", 1e10)
puts format("%p %p", nil, "q")
