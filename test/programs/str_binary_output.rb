# print and puts write a binary String's raw bytes (a tiny PBM image, as the
# mandelbrot benchmark writes one).
puts "P4\n16 2"
row = [0b10101010, 0b11110000, 0, 255]
row.each { |byte| print byte.chr }
print 129.chr + 254.chr
puts 200.chr
puts [201.chr, 202.chr].join
print "\xFF".b, "\n"
