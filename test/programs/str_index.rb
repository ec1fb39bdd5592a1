# String indexing: [i] and [i, len], negative indices, out-of-range results.
s = "abcdef"
p s[0]
p s[5]
p s[6]
p s[10]
p s[-1]
p s[-6]
p s[-7]
p s[1, 3]
p s[0, 0]
p s[0, 100]
p s[4, 10]
p s[6, 1]
p s[6, 0]
p s[7, 1]
p s[-3, 2]
p s[-3, 10]
p s[-7, 2]
p s[2, -1]
p ""[0]
p ""[0, 1]
i = 0
out = ""
while i < s.length
  out << s[s.length - 1 - i]
  i += 1
end
p out
first = s[0]
first << "Z"
p first
p s
p s[1, 2] + s[-2, 2]
