# JIT hazard: a rarely taken branch assigns a string to a variable that is a fixnum on the hot path; later uses see both types.
label = 0
joined = ""
numbers = 0
i = 0
while i < 10000
  if i % 2000 == 1999
    label = "r#{i}"
  else
    label = i % 10
  end
  if label == label.to_s
    joined << label << ";"
  else
    numbers += label
  end
  i += 1
end
p numbers
p joined
v = 1
j = 0
while j < 7000
  v = j >= 5000 ? "#{v}" : v
  v = v.length * 1000 + v.to_i % 1000 if j >= 5000
  v += 1
  p v if j % 1000 == 0 || j == 5001
  j += 1
end
p v
