# The characters of a binary (ASCII-8BIT) String are its bytes: size, [],
# slices, chars, each_char, reverse, ord, case mapping, index, ljust, split.
s = "héllo".b
p s.size, s.length, "héllo".size
p s[0], s[1], s[2], s[-1], s[9]
p s[1, 2], s[1..3], s[-2..-1], s[5, 1], s[6, 1]
p s.chars
s.each_char { |c| print c.inspect, " " }
puts
p s.reverse, "héllo".reverse
p s.ord, s[1].ord, "é".b.ord
p s.upcase, s.capitalize, "ÉCOLE".b.downcase
p s.index("l"), s.index("\xA9".b), s.index("o", 3), s.include?("ll")
p s.start_with?("h\xC3".b), s.end_with?("\xA9llo".b)
p s.ljust(9, "."), s.rjust(8), s.center(10, "*")
p s.split("l"), "a\xFFb\xFFc".b.split("\xFF".b)
p "é".b.split(""), "aéb".b.split("\xA9".b)
p s.empty?, "".b.empty?, "".b.size
t = "日本".b
p t.size, t[0], t[5], t.chars.size
x = s.dup
x[1] = "e"
p x, x.size
x[1, 2] = "ée".b
p x, x.encoding
begin
  s.include?("é")
rescue Encoding::CompatibilityError => e
  puts e.message
end
