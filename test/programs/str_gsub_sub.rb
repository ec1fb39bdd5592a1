# String#sub and #gsub with String patterns: replacements with back-references, blocks, empty patterns, no match
s = "a-b-c"
p s.gsub("-", "+")
p s.sub("-", "+")
p s
p s.gsub("x", "y")
p s.gsub("-", "<\\0>")
p s.gsub("-", "[\\&]")
p s.sub("b", "(\\`|\\')")
p s.gsub("-", "\\\\")
p s.gsub("-", "\\1")
p s.gsub("-") { |m| m * 3 }
p s.sub("-") { |m| "#{m.size}" }
p "abc".gsub("", "-")
p "abc".sub("", "-")
p "héllo wörld".gsub("ö", "o")
p "aaa".gsub("a") { 1 }
p "aaaa".gsub("aa", "b")
n = 0
p "x.y.z".gsub(".") { n += 1; n.to_s }
p "Bounce".downcase.gsub("ou", "OU")
p "abc".gsub(1, "x")
