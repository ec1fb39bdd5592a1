-- Port of bench/programs/nbody.rb to Lua, for comparison with LuaJIT
-- (bench/run_bench.py --modes luajit). Same algorithm, same output.
-- Each body is a Lua array {x, y, z, vx, vy, vz, mass} (indexes 1..7 for
-- Ruby's 0..6). Ruby's `p e.round(9)` is reproduced with "%.9f", which gives
-- the same text for these two energies (nine digits, no trailing zero).
local sqrt = math.sqrt
local PI = 3.141592653589793
local SOLAR_MASS = 4 * PI * PI
local DAYS_PER_YEAR = 365.24

local function body(x, y, z, vx, vy, vz, mass)
  return { x, y, z, vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR, mass * SOLAR_MASS }
end

local function energy(bodies)
  local e = 0.0
  local n = #bodies
  local i = 1
  while i <= n do
    local b = bodies[i]
    e = e + 0.5 * b[7] * (b[4] * b[4] + b[5] * b[5] + b[6] * b[6])
    local j = i + 1
    while j <= n do
      local b2 = bodies[j]
      local dx = b[1] - b2[1]
      local dy = b[2] - b2[2]
      local dz = b[3] - b2[3]
      e = e - (b[7] * b2[7]) / sqrt(dx * dx + dy * dy + dz * dz)
      j = j + 1
    end
    i = i + 1
  end
  return e
end

local function advance(bodies, dt)
  local n = #bodies
  local i = 1
  while i <= n do
    local b = bodies[i]
    local j = i + 1
    while j <= n do
      local b2 = bodies[j]
      local dx = b[1] - b2[1]
      local dy = b[2] - b2[2]
      local dz = b[3] - b2[3]
      local d2 = dx * dx + dy * dy + dz * dz
      local mag = dt / (d2 * sqrt(d2))
      local bm = b[7] * mag
      local b2m = b2[7] * mag
      b[4] = b[4] - dx * b2m
      b[5] = b[5] - dy * b2m
      b[6] = b[6] - dz * b2m
      b2[4] = b2[4] + dx * bm
      b2[5] = b2[5] + dy * bm
      b2[6] = b2[6] + dz * bm
      j = j + 1
    end
    i = i + 1
  end
  for _, p in ipairs(bodies) do
    p[1] = p[1] + dt * p[4]
    p[2] = p[2] + dt * p[5]
    p[3] = p[3] + dt * p[6]
  end
end

local bodies = {
  body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
  body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
       1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05, 9.54791938424326609e-04),
  body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
       -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05, 2.85885980666130812e-04),
  body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
       2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05, 4.36624404335156298e-05),
  body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
       2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05, 5.15138902046611451e-05)
}

-- Offset the sun's momentum so the system's is zero.
local px = 0.0
local py = 0.0
local pz = 0.0
for _, b in ipairs(bodies) do
  px = px + b[4] * b[7]
  py = py + b[5] * b[7]
  pz = pz + b[6] * b[7]
end
local sun = bodies[1]
sun[4] = -px / SOLAR_MASS
sun[5] = -py / SOLAR_MASS
sun[6] = -pz / SOLAR_MASS

print(string.format("%.9f", energy(bodies)))
for _ = 1, 200000 do advance(bodies, 0.01) end
print(string.format("%.9f", energy(bodies)))
