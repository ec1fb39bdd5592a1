# JIT hazard: one `x[i]` site reads an array, then a string, then sees out-of-range and negative indices returning nil.
def at(x, i)
  x[i]
end

arr = Array.new(100, 0)
k = 0
while k < 100
  arr[k] = k * k
  k += 1
end
str = "abcdefghijklmnopqrstuvwxyz0123456789"
sum = 0
i = 0
while i < 5000
  sum += at(arr, i % 100)
  i += 1
end
p sum
text = ""
i = 0
while i < 5000
  c = at(str, i % str.length)
  text << c if i % 125 == 0
  i += 1
end
p text
nils = 0
hits = 0
i = 0
while i < 6000
  x = i % 2 == 0 ? arr : str
  v = at(x, (i % 150) - 50)
  if v.nil?
    nils += 1
  else
    hits += 1
  end
  if i % 1000 == 0 || i == 1
    p v
  end
  i += 1
end
p nils
p hits
p at(str, -1), at(arr, -100), at(arr, -101), at(str, 36), at(str, 35)
p str[10, 5], arr[98, 5], arr[100, 2], arr[101, 2], str[36, 1], str[37, 1]
