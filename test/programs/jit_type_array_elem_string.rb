# JIT hazard: an array of fixnums read in a hot loop has one element replaced by a string (then nil) after warm-up.
data = Array.new(64, 0)
j = 0
while j < 64
  data[j] = j * 3
  j += 1
end
sum = 0
strs = 0
nils = 0
text = ""
i = 0
while i < 12000
  data[17] = "seventeen" if i == 4000
  data[40] = nil if i == 8000
  v = data[i % 64]
  if v == nil
    nils += 1
  elsif v == v.to_s
    strs += 1
    text = v + "!" if strs == 1
  else
    sum += v
  end
  if i % 2000 == 1999
    puts "i=#{i} sum=#{sum} strs=#{strs} nils=#{nils} at17=#{data[17].inspect}"
  end
  i += 1
end
p text
p data[15, 4]
p data[38, 4]
line = ""
k = 0
while k < 64
  line << "#{data[k]},"
  k += 1
end
p line.length
puts line[40, 40]
