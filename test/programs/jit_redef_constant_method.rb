# JIT hazard: a constant-like method (folded by a compiler as a literal) is redefined between hot phases, instead of reassigning a constant.
def limit
  100
end

def scale
  3
end

def clamp_sum(n)
  s = 0
  i = 0
  while i < n
    v = i * scale
    v = limit if v > limit
    s += v
    i += 1
  end
  s
end

p clamp_sum(4000)
def limit
  5000
end
p clamp_sum(4000)
def scale
  -2
end
p clamp_sum(4000)
def limit
  -7000
end
p clamp_sum(4000)
def scale
  "x"
end
def limit
  "xx"
end
r = 0
i = 0
while i < 3000
  r += limit.length + scale.length
  i += 1
end
p r
