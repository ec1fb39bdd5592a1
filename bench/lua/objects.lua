-- Port of bench/programs/objects.rb to Lua, for comparison with LuaJIT
-- (bench/run_bench.py --modes luajit). Same algorithm, same output.
-- Classes are metatables (Vec.__index = Vec); the attribute readers become
-- plain field reads, and Vec:add allocates a new table where Ruby allocates
-- a new Vec. Values stay small integers (exact doubles); Lua's % floors like
-- Ruby's, so negative dot products agree.
local Vec = {}
Vec.__index = Vec

function Vec.new(x, y)
  return setmetatable({ x = x, y = y }, Vec)
end

function Vec:add(o)
  return Vec.new(self.x + o.x, self.y + o.y)
end

function Vec:dot(o)
  return self.x * o.x + self.y * o.y
end

local Particle = {}
Particle.__index = Particle

function Particle.new(pos, vel)
  return setmetatable({ pos = pos, vel = vel, steps = 0 }, Particle)
end

function Particle:step()
  self.pos = self.pos:add(self.vel)
  self.steps = self.steps + 1
end

local particles = {}
local i = 0
while i < 100 do
  particles[#particles + 1] = Particle.new(Vec.new(i, 2 * i), Vec.new(1, -1))
  i = i + 1
end
local sum = 0
local round = 0
while round < 20000 do
  local j = 1
  while j <= #particles do
    local p = particles[j]
    p:step()
    sum = sum + p.pos:dot(p.vel) % 1000
    j = j + 1
  end
  round = round + 1
end
print(sum)
print(particles[8].steps) -- Ruby's particles[7]
