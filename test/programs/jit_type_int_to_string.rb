# JIT hazard: an accumulator and its addend are fixnums for 4,000 iterations, then strings, so `+` switches to String#+.
acc = 0
step = 1
i = 0
while i < 6000
  if i == 4000
    puts "before switch: acc=#{acc}"
    acc = "s"
    step = "x"
  end
  acc = acc + step
  if i % 500 == 0 || i == 4001
    puts "i=#{i} acc.length=#{acc.to_s.length} last=#{acc.to_s[-3, 3]}"
  end
  i += 1
end
p acc.length
p acc[0, 5]
v = 10
k = 0
while k < 5000
  v = v.to_s if k == 2500
  v = v.to_i + 1 if k == 2600
  if k % 250 == 0 && k >= 2250 && k <= 3000
    p v
  end
  v = v + (v.to_s == v ? "." : 1)
  k += 1
end
p v
