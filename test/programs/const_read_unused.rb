# A constant read whose value nothing uses (a generator finding: the
# optimiser left a dead literal behind, which the verifier rejected).
LIMIT = 3
NAME = "k"

def f
  LIMIT
  1
end

def g(n)
  n.times do |i|
    NAME
    LIMIT
    p i
  end
end

p f
g(2)
3.times { LIMIT }
p LIMIT + f
