# JIT hazard: one `a + b` site sees fixnums, strings and arrays, first in long monomorphic phases and then rotating every iteration.
def add(a, b)
  a + b
end

def show(v)
  v == v.to_s ? "str(#{v.length})" : (v == nil ? "nil" : v.inspect)
end

n = 0
i = 0
while i < 4000
  n = add(n, i % 9)
  i += 1
end
p n
s = ""
i = 0
while i < 4000
  s = add(s, (i % 9).to_s) if i % 10 == 0
  i += 1
end
p s.length
p s[0, 12]
a = []
i = 0
while i < 4000
  a = add(a, [i]) if i % 100 == 0
  i += 1
end
p a.length
p a[-3, 3]
ni = 0
ns = ">"
na = [0]
i = 0
while i < 9000
  k = i % 3
  if k == 0
    ni = add(ni, i)
  elsif k == 1
    ns = add(ns, "-") if i % 300 == 1
  else
    na = add(na, [i]) if i % 900 == 2
  end
  puts "i=#{i} #{show(ni)} #{show(ns)} #{show(na)}" if i % 1800 == 2
  i += 1
end
p ni
p ns
p na
