# Integer and Float round/floor/ceil/truncate with digits (CRuby's quirks included), Integer.sqrt, Math.hypot and cbrt, clamp with nil bounds and open ranges.
xs = [1.23456, -1.23456, 291.4, -291.4, 0.1, 2.675, 1.005, 12345.6789, -12345.6789, 1e-20, -1e-20, 1e20, 0.0, -0.0, 5.5, -5.5, 2.5, 15.0, 1.15, 1.25, 1.35, 123456789.123456789, 0.5e-5]
xs.each do |x|
  [-3, -2, -1, 0, 1, 2, 3, 5, 10, 16, 20].each do |d|
    p [x, d, x.floor(d), x.ceil(d), x.truncate(d), (x.round(d) if d <= 14)]
  end
  p [x.floor, x.ceil, x.round, x.truncate]
end
[0, 1, 5, 15, 25, -15, -25, 1234, -1234, 99, 10**20 + 5, -(10**20) - 5, 2**62, 4611686018427387904].each do |n|
  [-25, -20, -19, -3, -2, -1, 0, 1].each do |d|
    p [n, d, n.round(d), n.floor(d), n.ceil(d), n.truncate(d)]
  end
end
p 15.round, 15.floor, 15.ceil, 15.truncate
p 1234.5.round(-1.5)
[Float::NAN, Float::INFINITY].each do |x|
  p x.round(2), x.floor(1)
  begin; x.round(-1); rescue => e; p e; end
  begin; x.floor; rescue => e; p e; end
end
begin; Integer.sqrt(-1); rescue => e; p e; end; p Integer.sqrt(24.9), Integer.sqrt(10**40), Integer.sqrt(99), Integer.sqrt(0), Integer.sqrt(2**62 - 1), Integer.sqrt(10**40 - 1), Math.cbrt(-27), Math.cbrt(2), Math.cbrt(27), Math.cbrt(0.001), Math.hypot(1e300, 1e300), Math.hypot(3, 4); begin; Integer.sqrt("a"); rescue => e; p e; end; begin; Math.hypot("a", 1); rescue => e; p e; end; begin; Math.hypot(nil, 1); rescue => e; p e; end
(1..200).each { |i| x = i * 0.37; r = Math.cbrt(x); raise "cbrt #{x}" unless r == Math.cbrt(x) ; p r if i % 37 == 0}
p 15.clamp(..10), 15.clamp(20..), 15.clamp(1...), 15.clamp(nil..nil), 5.clamp(..10), 15.clamp(nil, 10), 15.clamp(20, nil)
begin; 15.clamp(1...20); rescue => e; p e; end
p 1.5.clamp(..1), "b".clamp(.."a")
acc = 0.0
i = 0
while i < 3000
  acc += (i * 0.731).round(2) + (i * 1.37).floor(1) - (i * 0.3).ceil(-1) + i.round(-2) + Integer.sqrt(i) + i.clamp(..1000)
  i += 1
end
p acc
[2 / 3.0, 1 / 3.0, 0.1, 1e-5, 123.456, 1.0000000000000002, 0.30000000000000004, -2 / 3.0, 5e-15, 1.5e-15, 0.1 + 0.2, 9.87654321e-3].each do |x|
  p [x, x.round(15), x.round(16), x.round(17), x.round(18), x.round(20)]
end
rnd = Random.new(7)
200.times do
  x = rnd.rand * 10.0 ** rnd.rand(-6..3)
  p [x.round(15), x.round(16), x.round(17), x.floor(15), x.ceil(16), (x * 1000).round(-2), x.round(3), x.floor(5), x.ceil(7), x.truncate(4)]
end
