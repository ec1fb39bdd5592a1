# Non-ASCII text: UTF-8 strings count characters, not bytes, and print unchanged.
s = "héllo"
puts s
p s
p s.length
p s.reverse
p s[1]
p s.index("l")
p s.include?("é")
e = "\xC3\xA9"
p e
p e == "é"
p e.length
w = "naïve café"
p w.length
p w[6, 4]
p w.capitalize
puts "snow ☃ man"
p "☃".length
p "→".inspect
a = ["ü", "a", "z"]
p a.sort
p "ü" > "z"
