# JIT hazard: case/when in hot loops over fixnums, strings, nil and booleans, with the subject's type changing after warm-up.
def classify(v)
  case v
  when 0, 1, 2 then "small"
  when 3 then "three"
  when "a", "b" then "letter"
  when nil then "nil"
  when true then "yes"
  when false then "no"
  else "other"
  end
end

counts = [0, 0, 0, 0, 0, 0, 0]
names = ["small", "three", "letter", "nil", "yes", "no", "other"]
i = 0
while i < 12000
  v = if i < 4000
    i % 5
  elsif i < 8000
    ["a", "b", "c", nil][i % 4]
  else
    [true, false, 3, "b", 99][i % 5]
  end
  c = classify(v)
  k = 0
  k += 1 while names[k] != c
  counts[k] += 1
  puts "i=#{i} #{v.inspect} -> #{c}" if i % 2000 == 0 || i == 4001 || i == 8001
  i += 1
end
p counts
score = 0
i = 0
while i < 6000
  score += case i % 7
           when 0 then 10
           when 1, 2 then -3
           when 6 then i > 3000 ? 100 : 1
           else 0
           end
  i += 1
end
p score
x = case "z" when "y" then 1 end
p x
