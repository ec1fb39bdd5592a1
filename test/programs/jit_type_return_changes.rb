# JIT hazard: a hot method returns a fixnum for 3,000 calls, then nil, a string or an array; the caller's loop must follow.
def lookup(n)
  if n < 3000
    n * 2
  elsif n % 4 == 0
    nil
  elsif n % 4 == 1
    "s#{n}"
  elsif n % 4 == 2
    [n, n + 1]
  else
    n - 1
  end
end

ints = 0
nils = 0
strs = 0
arrs = 0
chars = 0
i = 0
while i < 8000
  r = lookup(i)
  if r.nil?
    nils += 1
  elsif r == r.to_s
    strs += 1
    chars += r.length
  elsif r == [i, i + 1]
    arrs += 1
    ints += r[0] + r[1]
  else
    ints += r
  end
  if i >= 2998 && i <= 3003
    p r
  end
  i += 1
end
p ints, nils, strs, arrs, chars
def pick(k)
  return k if k < 4000
  return true if k == 4000
  false
end
score = 0
k = 0
while k < 6000
  v = pick(k)
  score += v ? 1 : 0
  score += 1000 if v == true
  k += 1
end
p score
