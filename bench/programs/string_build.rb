# String building: << of literals and to_s, interpolation, +.
def build(n)
  s = ""
  i = 0
  while i < n
    s << "ab"
    s << i.to_s
    s << "#{i % 7}-#{i}"
    i += 1
  end
  s
end

total = 0
r = 0
while r < 16
  s = build(100_000)
  total += s.length
  t = "x" + s + "y"
  total += t.length
  r += 1
end
puts total
puts build(12)
u = ""
i = 0
while i < 400_000
  u = "<" + i.to_s + ">" if i % 1000 == 0
  total += "#{u}#{i}".length
  i += 1
end
puts total
