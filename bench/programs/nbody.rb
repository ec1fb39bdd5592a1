# The n-body simulation of the Computer Language Benchmarks Game (five
# bodies of the solar system, advanced by a simple integrator), with each
# body an Array of floats: [x, y, z, vx, vy, vz, mass].
SOLAR_MASS = 4 * 3.141592653589793 * 3.141592653589793
DAYS_PER_YEAR = 365.24

def body(x, y, z, vx, vy, vz, mass)
  [x, y, z, vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR, mass * SOLAR_MASS]
end

def energy(bodies)
  e = 0.0
  n = bodies.length
  i = 0
  while i < n
    b = bodies[i]
    e += 0.5 * b[6] * (b[3] * b[3] + b[4] * b[4] + b[5] * b[5])
    j = i + 1
    while j < n
      b2 = bodies[j]
      dx = b[0] - b2[0]
      dy = b[1] - b2[1]
      dz = b[2] - b2[2]
      e -= (b[6] * b2[6]) / Math.sqrt(dx * dx + dy * dy + dz * dz)
      j += 1
    end
    i += 1
  end
  e
end

def advance(bodies, dt)
  n = bodies.length
  i = 0
  while i < n
    b = bodies[i]
    j = i + 1
    while j < n
      b2 = bodies[j]
      dx = b[0] - b2[0]
      dy = b[1] - b2[1]
      dz = b[2] - b2[2]
      d2 = dx * dx + dy * dy + dz * dz
      mag = dt / (d2 * Math.sqrt(d2))
      bm = b[6] * mag
      b2m = b2[6] * mag
      b[3] -= dx * b2m
      b[4] -= dy * b2m
      b[5] -= dz * b2m
      b2[3] += dx * bm
      b2[4] += dy * bm
      b2[5] += dz * bm
      j += 1
    end
    i += 1
  end
  bodies.each do |p|
    p[0] += dt * p[3]
    p[1] += dt * p[4]
    p[2] += dt * p[5]
  end
end

bodies = [
  body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
  body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
       1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05, 9.54791938424326609e-04),
  body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
       -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05, 2.85885980666130812e-04),
  body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
       2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05, 4.36624404335156298e-05),
  body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
       2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05, 5.15138902046611451e-05)
]

# Offset the sun's momentum so the system's is zero.
px = 0.0
py = 0.0
pz = 0.0
bodies.each do |b|
  px += b[3] * b[6]
  py += b[4] * b[6]
  pz += b[5] * b[6]
end
sun = bodies[0]
sun[3] = -px / SOLAR_MASS
sun[4] = -py / SOLAR_MASS
sun[5] = -pz / SOLAR_MASS

p energy(bodies).round(9)
200000.times { advance(bodies, 0.01) }
p energy(bodies).round(9)
