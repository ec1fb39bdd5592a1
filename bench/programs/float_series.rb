# Partial sums of series, the Float workload of numeric kernels: each loop
# carries a few unboxed Floats round its back edge, with divides and
# multiplies that only the sums need - the loops software pipelining can
# overlap (see --pipeline).
def harmonic(n)
  s = 0.0
  k = 1.0
  i = 0
  while i < n
    s += 1.0 / k
    k += 1.0
    i += 1
  end
  s
end

def leibniz(n)
  s = 0.0
  k = 1.0
  i = 0
  while i < n
    s += 1.0 / k - 1.0 / (k + 2.0)
    k += 4.0
    i += 1
  end
  4.0 * s
end

def geometric(n, x)
  s = 0.0
  t = 1.0
  u = 0.0
  i = 0
  while i < n
    s = s + t * x + u / 3.0
    t = t * 0.5 + x
    u = u * 0.25 + t
    i += 1
  end
  [s, t, u]
end

n = 20_000_000
puts format("%.9f", harmonic(n))
puts format("%.9f", leibniz(n))
puts geometric(n, 0.75).map { |v| format("%.6f", v) }.join(" ")
