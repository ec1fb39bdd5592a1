# JIT hazard: `==`, `!=` and `<=>` sites see fixnums, strings, nil, booleans and arrays; `<=>` across classes returns nil.
values = [0, 1, "1", nil, true, false, [1], "", [], 1]
eq = 0
ne = 0
cmp_nil = 0
cmp_sum = 0
i = 0
while i < 10000
  a = values[i % 10]
  b = values[(i / 10) % 10]
  if i >= 2000
    eq += 1 if a == b
    ne += 1 if a != b
  else
    eq += 1 if i == i
  end
  if a == a.to_s && b == b.to_s
    cmp_sum += (a <=> b) * (i % 7 + 1)
  elsif a == 0 || a == 1
    c = a <=> b
    if c == nil
      cmp_nil += 1
    else
      cmp_sum += c * (i % 5 + 10)
    end
  end
  i += 1
end
p eq, ne, cmp_nil, cmp_sum
p 1 <=> "1", "1" <=> 1, nil == false, [1] == [1], [1] <=> [2], "a" <=> "b", 1 == 1.to_s
