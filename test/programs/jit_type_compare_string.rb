# JIT hazard: the operands of a hot `<` are fixnums for thousands of iterations and then strings, so `<` becomes String#<.
def smaller(a, b)
  a < b ? a : b
end

best = 1000000
i = 0
while i < 5000
  c = (i * 7919) % 10007
  best = smaller(best, c)
  i += 1
end
p best
words = ["pear", "apple", "fig", "banana", "cherry", "date", "kiwi"]
best = "zzzz"
i = 0
while i < 5000
  w = words[i % words.length] + (i % 13).to_s
  best = smaller(best, w)
  i += 1
end
p best
lo = nil
cnt = 0
i = 0
while i < 9000
  x = i < 4500 ? (i * 31) % 1000 : "k" + ((i * 31) % 1000).to_s
  lo = x if i == 0 || i == 4500
  if x < lo
    lo = x
    cnt += 1
  end
  puts "i=#{i} lo=#{lo.inspect} changes=#{cnt}" if i % 1500 == 0 || i == 4501
  i += 1
end
p lo
p cnt
p "abc" < "abd", "b" > "abc", "Z" < "a", "" < "a", "10" < "9"
