# Objects: classes, ivars, attribute readers, method calls and allocation:
# 100 particles, each a position and a velocity (Vec objects), stepped
# 20,000 times; every step allocates a new Vec.
class Vec
  attr_reader :x, :y
  def initialize(x, y)
    @x = x
    @y = y
  end
  def add(o)
    Vec.new(@x + o.x, @y + o.y)
  end
  def dot(o)
    @x * o.x + @y * o.y
  end
end

class Particle
  attr_reader :pos, :vel
  def initialize(pos, vel)
    @pos = pos
    @vel = vel
    @steps = 0
  end
  def step
    @pos = @pos.add(@vel)
    @steps += 1
  end
  def steps
    @steps
  end
end

particles = []
i = 0
while i < 100
  particles << Particle.new(Vec.new(i, 2 * i), Vec.new(1, -1))
  i += 1
end
sum = 0
round = 0
while round < 20000
  j = 0
  while j < particles.length
    p = particles[j]
    p.step
    sum += p.pos.dot(p.vel) % 1000
    j += 1
  end
  round += 1
end
puts sum
puts particles[7].steps
