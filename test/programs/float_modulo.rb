# Float's % and divmod against CRuby: the divisor's sign, zeros, infinities,
# remainders too small to compare by their product, and a loop of them (tier 1's
# fast path, a call in executors).
xs = [7.5, -7.5, 0.0, -0.0, 1e300, 3, -3, 2**70, 1.0/0, -1.0/0]
ys = [2.0, -2.0, 0.5, 3, -3, 1e-300, 1.0/0, -1.0/0, 0.0, 0]
xs.each do |x|
  ys.each do |y|
    r = begin
      x % y
    rescue ZeroDivisionError => e
      e.message
    end
    d = begin
      x.divmod(y)
    rescue ZeroDivisionError, FloatDomainError => e
      e.class
    end
    p [x, y, r, d]
  end
end
last = 42.0
i = 0
while i < 2000
  last = (last * 3877.0 + 29573.0) % 139968.0
  i += 1
end
p last
