# String#[] and Array#[] with a Range: inclusive, exclusive, negative ends, starts past the end
s = "hello world"
p s[0..4], s[0...4], s[6..-1], s[-5..-1], s[-5...-1], s[3..1], s[11..-1], s[12..20], s[2..100]
p "héllo"[1..3]
a = [1, 2, 3, 4, 5]
p a[1..3], a[1...3], a[-2..-1], a[5..9], a[6..9], a[0..-2], a[3..1], a[0..2]
input = "{\"key\": 12}"
start = 2
finish = 4
p input[start..finish]
