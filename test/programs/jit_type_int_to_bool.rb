# JIT hazard: a fixnum flag (0 is truthy in Ruby) becomes true/false after warm-up; tests truthiness, `!`, `&`, `|` and `==`.
flag = 0
truthy = 0
falsy = 0
eq_one = 0
i = 0
while i < 8000
  if i >= 3000
    flag = i.even? ? true : false
  else
    flag = i % 2
  end
  if flag
    truthy += 1
  else
    falsy += 1
  end
  eq_one += 1 if flag == 1 || flag == true
  if i % 1000 == 0 || i == 3000 || i == 3001
    neg = !flag
    p [i, flag, neg, flag == 0, flag.to_s]
  end
  i += 1
end
p truthy
p falsy
p eq_one
t = true
k = 0
ands = 0
ors = 0
while k < 5000
  b = k % 7 == 0
  t = t & !b if k > 4000
  ands += 1 if b & (k % 2 == 0)
  ors += 1 if b | (k % 11 == 0)
  k += 1
end
p t
p ands
p ors
p true & 3, false | nil, true | false, nil & true
