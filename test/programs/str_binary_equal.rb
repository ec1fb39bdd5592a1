# == , <=> and Hash keys between binary and UTF-8 Strings with the same
# bytes: equal when the bytes are 7-bit, different otherwise.
p "abc".b == "abc", "abc" == "abc".b, 1.to_s.b == "1"
p "é".b == "é", "é" == "é".b, "\xFF" == "\xFF".b, 200.chr == "\xC8"
p "é".b != "é", "a".b != "a"
p "é".b <=> "é", "é" <=> "é".b, "a".b <=> "a", "b".b <=> "a"
p ["é", "é".b].uniq.size, ["a", "a".b].uniq.size
h = { "é" => 1, "a" => 2 }
p h["é".b], h["a".b], h["é"]
h["é".b] = 3
p h.size
p [200.chr, "é".b, "a"].sort
p [200.chr] == ["\xC8".b], [200.chr] == ["\xC8"]
p "é".b.eql?("é".b), "é".b.eql?("é")
case 200.chr
when "\xC8" then puts "utf-8"
when "\xC8".b then puts "binary"
end
