# Integer#divmod and Float#divmod: floored division, so the remainder takes the
# divisor's sign; Integer and Float arguments, Bignums, exact multiples.
p 7.divmod(2)
p -7.divmod(2)
p 7.divmod(-2)
p -7.divmod(-2)
p 6.divmod(3)
p -6.divmod(3)
p 6.divmod(-3)
p 0.divmod(5)
p 0.divmod(-5)
p 1.divmod(7)
p -1.divmod(7)
p 1.divmod(-7)
p 13.divmod(1)
p 13.divmod(-1)
p 100.divmod(7)
p (2 ** 70).divmod(3)
p (-(2 ** 70)).divmod(7)
p (2 ** 70).divmod(2 ** 35)
p 10.divmod(2 ** 70)
p -10.divmod(2 ** 70)
p 7.divmod(2.5)
p -7.divmod(2.5)
p 7.divmod(-2.5)
p -7.divmod(-2.5)
p 6.divmod(1.5)
p 5.divmod(0.5)
p 1.divmod(0.3)
p 0.divmod(2.5)
p 7.5.divmod(2)
p -7.5.divmod(2)
p 7.5.divmod(-2)
p -7.5.divmod(-2)
p 7.5.divmod(2.5)
p 8.0.divmod(3.0)
p -8.0.divmod(3.0)
p 0.75.divmod(0.25)
p 1.0.divmod(0.1)
p 0.0.divmod(1)
p -0.0.divmod(1)
p 1e20.divmod(3)
p 3.0.divmod(7)
p -3.0.divmod(7)
def show(a, b)
  q, r = a.divmod(b)
  check = q * b + r
  puts "#{a} divmod #{b} = [#{q}, #{r}] check #{check}"
end
[[17, 5], [-17, 5], [17, -5], [-17, -5]].each do |pair|
  show(pair[0], pair[1])
end
show(17, 5.0)
show(-17.0, 5)
def to_hms(secs)
  m, s = secs.divmod(60)
  h, m = m.divmod(60)
  format("%02d:%02d:%02d", h, m, s)
end
puts to_hms(0)
puts to_hms(59)
puts to_hms(3661)
puts to_hms(86399)
def digits(n)
  out = []
  while n > 0
    n, d = n.divmod(10)
    out << d
  end
  out
end
p digits(90817)
p digits(2 ** 64)
