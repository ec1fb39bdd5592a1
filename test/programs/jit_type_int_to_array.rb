# JIT hazard: a value that was a fixnum for thousands of iterations becomes an array; `+`, `length`-like use and `==` change meaning.
def size_of(v)
  if v == nil
    -1
  elsif v == true || v == false
    -2
  else
    v.to_s.length
  end
end

a = 0
b = 3
i = 0
while i < 7000
  if i == 3500
    a = [0]
    b = [i]
  end
  a = a + b
  if i % 700 == 0 || i == 3501 || i == 3502
    puts "i=#{i} size=#{size_of(a)}"
  end
  i += 1
end
p a.length
p a.first
p a.last
p a[1000, 4]
p a.sum
w = 1
j = 0
while j < 4000
  w = [w] if j == 3000
  w = w + 1 if j < 3000
  j += 1
end
p w
