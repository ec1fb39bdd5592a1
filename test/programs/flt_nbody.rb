# A tiny n-body-like simulation with parallel arrays of floats.
xs = [0.0, 1.0, -1.0]
ys = [0.0, 0.0, 0.5]
vxs = [0.0, 0.0, 0.1]
vys = [0.0, 0.5, -0.5]
ms = [10.0, 0.1, 0.2]
dt = 0.01
def energy(xs, ys, vxs, vys, ms)
  e = 0.0
  xs.each_with_index do |x, i|
    e += 0.5 * ms[i] * (vxs[i] ** 2 + vys[i] ** 2)
    (i + 1...xs.length).each do |j|
      dx = x - xs[j]
      dy = ys[i] - ys[j]
      e -= ms[i] * ms[j] / Math.sqrt(dx * dx + dy * dy)
    end
  end
  e
end
p energy(xs, ys, vxs, vys, ms)
100.times do
  3.times do |i|
    3.times do |j|
      next if i == j
      dx = xs[j] - xs[i]
      dy = ys[j] - ys[i]
      d2 = dx * dx + dy * dy
      mag = dt * ms[j] / (d2 * Math.sqrt(d2))
      vxs[i] += dx * mag
      vys[i] += dy * mag
    end
  end
  3.times { |i| xs[i] += dt * vxs[i]; ys[i] += dt * vys[i] }
end
p energy(xs, ys, vxs, vys, ms)
p xs.map { |x| x.round(6) }, ys.map { |y| y.round(6) }
