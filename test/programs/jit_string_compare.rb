# JIT hazard: string comparisons (==, <, <=>, include?, start_with?) in hot loops over strings that change length and content after warm-up.
words = ["delta", "alpha", "echo", "bravo", "charlie", "foxtrot", "golf", "hotel"]
i = 0
while i < 3000
  p words if i == 2000 || i == 2003 || i == 2010
  j = i % 7
  k = j + 1
  words[0] = "zulu-" + words[0] if i == 2000
  if words[j] > words[k]
    tmp = words[j]
    words[j] = words[k]
    words[k] = tmp
  end
  i += 1
end
p words
eq = 0
lt = 0
cmp = 0
key = "m"
i = 0
while i < 8000
  w = (i % 26 + 10).to_s(36) * (i % 4 + 1)
  key = key + "m" if i == 4000
  eq += 1 if w == key
  lt += 1 if w < key
  cmp += w <=> key
  i += 1
end
p eq, lt, cmp, key
hits = 0
i = 0
while i < 5000
  s = "item#{i}"
  hits += 1 if s.include?("77")
  hits += 10 if s.start_with?("item4")
  hits += 100 if s.end_with?("00")
  hits += 1000 if s == "item4321"
  i += 1
end
p hits
p "a" == "a", "a" != "b", "ab" <=> "abc", "b" <=> "abc", "" <=> "", "Z" < "a"
