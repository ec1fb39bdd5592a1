# JIT hazard: a method called from a hot loop is redefined between two runs of the same loop (inlined callee must be invalidated).
def f(x)
  x + 1
end

def g(x)
  f(x) * 2
end

def run(n)
  total = 0
  i = 0
  while i < n
    total += g(i)
    i += 1
  end
  total
end

p run(5000)
p run(5000)
def f(x)
  x - 1
end
p run(5000)
def f(x)
  x % 3
end
p run(5000)
def g(x)
  f(x) + 100
end
p run(5000)
def f(x)
  0
end
p run(5000)
p g(7)
