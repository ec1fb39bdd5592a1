# JIT hazard: hot calls of methods with optional parameters, alternating argument counts and defaults that read earlier parameters.
def scaled(x, k = 2, off = x % 3)
  x * k + off
end

def label(n, prefix = "n", sep = prefix.length > 1 ? "=" : ":")
  prefix + sep + n.to_s
end

def count_args(a = nil, b = nil, c = nil)
  (a.nil? ? 0 : 1) + (b.nil? ? 0 : 1) + (c.nil? ? 0 : 1)
end

s = 0
i = 0
while i < 9000
  m = i % 3
  if m == 0
    s += scaled(i)
  elsif m == 1
    s += scaled(i, 5)
  else
    s += scaled(i, -1, 7)
  end
  i += 1
end
p s
out = []
i = 0
while i < 4000
  t = i % 4 == 0 ? label(i) : (i % 4 == 1 ? label(i, "id") : label(i, "k", "#"))
  out << t if i % 499 == 0 || i > 3997
  i += 1
end
p out
c = 0
i = 0
while i < 6000
  k = i % 4
  if k == 0
    c += count_args
  elsif k == 1
    c += count_args(i)
  elsif k == 2
    c += count_args(i, nil)
  else
    c += count_args(i, false, i)
  end
  i += 1
end
p c
p scaled(10), scaled(10, 3), scaled(10, 3, 0), label(5), label(5, "ab"), label(5, "a", "")
