# A UTF-8 String whose bytes hold no valid multi-byte sequence has one
# character per byte (as nsieve-bits' "\xFF" * n); bytes that complete a
# sequence make it one character again.
items = "\xFF" * 1000
p items.encoding, items.size
count = 0
i = 0
while i < 1000
  count += 1 if items[i] == "\xFF"
  count += 1 if items[i][0] == 1
  i += 1
end
p count
p items[999], items[1000], items[5, 3]
s = "\xE2\x82"
p s.size, s[1]
s << "\xAC"
p s, s.size
s << "\xFF"
p s.size, s[1]
t = "ab\xC3"
p t.size
t << "\xA9"
p t, t.size, t.reverse
u = "x\xFFy"
p u.size, u.index("y"), u.chars, u.reverse
