# A sweep of computed floats (quotients, powers, tiny and huge scales) checks shortest round-trip printing and round(n).
line = []
(1..12).each do |i|
  (1..12).each do |j|
    line << i / j.to_f
  end
end
p line.length, line.sum, line.max, line.min
sel = line.select { |v| v > 1 && v < 2 }
puts sel.inspect
x = 1.0
40.times do |k|
  x *= 7.3
  puts "#{k} #{x} #{1 / x} #{x.round(3)} #{(1 / x).round(8)}" if k % 3 == 0
end
y = 1.0
(0..22).step(2) { |e| print y * 10 ** e * 1.234, " " }
puts
(0..22).step(2) { |e| print 1.234 / 10 ** e, " " }
puts
acc = 0.0
(1..30).each { |i| acc += 1.0 / (i * i); print acc, "\n" if i % 5 == 0 }
h = 0.0
(1..2000).each { |i| h += 1.0 / i }
p h, h.round(6), h.floor, h.ceil
