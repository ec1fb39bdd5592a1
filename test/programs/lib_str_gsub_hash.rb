# sub, gsub, sub! and gsub! with a Hash of replacements (a default block too); String#+@ and -@.
p "cat".gsub("a", "a" => "o"), "cat".sub("c", "c" => 1), "banana".gsub(/[an]/, "a" => "1", "n" => "2"), "xyz".gsub(/./, "x" => "X"), "aaa".sub(/a/, {})
s = +"hello"
p s.gsub!(/l/, "l" => "L"), s, s.sub!("h", "h" => "J"), s, s.gsub!("q", "q" => "r")
h = Hash.new { |hh, k| k.upcase }
p "abc".gsub(/[ab]/, h)
a = "x".freeze; b = +a; b << "y"; p a, b, (+b).equal?(b), (-b).frozen?, b.frozen?, (-a).equal?(a)
t = 0
i = 0
m = { "a" => "4", "e" => "3" }
while i < 3000
  t += "beta#{i}".gsub(/[ae]/, m).size + "tea".sub("e", m).size
  i += 1
end
p t
