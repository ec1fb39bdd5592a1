# upcase downcase capitalize reverse: each returns a new string.
s = "Hello World 123"
p s.upcase
p s.downcase
p s.capitalize
p s.reverse
p s
p "hELLO".capitalize
p "123abc".capitalize
p "".capitalize
p "a".capitalize
p "ALL CAPS".capitalize
p "".upcase
p "".reverse
p "x".reverse
p "ab".reverse
p "racecar".reverse == "racecar"
p "MiXeD".downcase.upcase
p "tab\tnew\nline".upcase
p "under_score-dash".upcase
t = "keep"
u = t.upcase
u << "!"
p t
p u
p "abc".reverse.reverse
