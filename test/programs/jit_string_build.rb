# JIT hazard: strings built in hot loops with << (in-place, visible through aliases), + and interpolation, with lengths checked as they grow.
s = ""
alias_s = s
i = 0
while i < 6000
  s << (i % 10).to_s
  s << "," if i % 100 == 99
  i += 1
end
p s.length
p alias_s.length
p s[0, 12], s[-12, 12]
t = ""
i = 0
while i < 3000
  t = "#{t}#{i % 7}" if i % 3 == 0
  t = t + "|" if i % 500 == 0
  i += 1
end
p t.length
p t[0, 20]
parts = []
i = 0
while i < 4000
  parts << "k#{i}=#{i * i % 97}" if i % 400 == 0
  i += 1
end
puts parts.join(";")
base = "ab"
copy = base + ""
i = 0
while i < 2000
  base << "c" if i % 2 == 0
  i += 1
end
p base.length, copy
line = ""
i = 0
while i < 5000
  piece = i.to_s(16)
  line << piece.upcase if i % 250 == 0
  line << "-" * (i % 3) if i % 1000 == 0
  i += 1
end
p line
p line.include?("FA0"), line.index("3E8"), line.start_with?("0--"), line.end_with?("12C")
