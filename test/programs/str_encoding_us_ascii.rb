# CRuby's built-in conversions (Integer#to_s, Float#to_s, Symbol#to_s,
# nil.to_s, true.to_s, the inspect of numbers, arrays, hashes and ranges,
# Class#name) make US-ASCII strings, which stay US-ASCII while 7-bit text is
# appended. Their inspect writes control characters as \x01, where a UTF-8
# string (a literal, an interpolation) writes \u0001.
p nil.to_s + "\0 "
p 5.to_s + "\e\x7f"
p "\0\e\x7f"
p [nil.to_s + "\0"]
p({ a: 1 }.to_s + "\1")
p :a.inspect + "\t\1"
p :a.to_s + "\1"
p 5.to_s * 2 + "\x01"
p "#{5}\1"
p "#{5.to_s}\1"
p [1, 2].join("\1")
p [1, "\1"].join
p ["\1", 5.to_s].join
p [5.to_s, "\1"].join
p [[1], "\1"].join
p [].join + "\1"
p (5.to_s + "\1")[0, 2]
p (5.to_s + "\1")[1]
p (5.to_s + "\1")["\1"]
p (5.to_s + "\1").upcase
p (5.to_s + "\1").downcase
p (5.to_s + "\1").capitalize
p (5.to_s + "\1").reverse
p (5.to_s + "\1").dup
p 1.0.to_s + "\1"
p 1.5.inspect + "\2"
p (1..2).to_s + "\1"
p (1...2).inspect + "\1"
p ("a".."b").to_s + "\1"
p (2**80).to_s + "\1"
p (2**80).to_s(16) + "\1"
p 255.to_s(2) + "\1"
p "" + 5.to_s + "\1"
p 5.to_s + "" + "\1"
p [5.to_s + "\1"].to_s
p [5.to_s + "\1"].inspect + "\1"
p ["a", 1].inspect + "\1"
p [1, "a"].inspect + "\1"
p [].inspect + "\1"
p({ "a" => 1 }.inspect + "\1")
p({ 1 => "a" }.inspect + "\1")
p({}.inspect + "\1")
h = { 5.to_s + "\1" => 1 }
p h
p h.keys
s = 5.to_s
s << "\1"
p s
s << "é"
p s
s << "\1"
p s
t = ""
t << 5.to_s
t << "\1"
p t
u = 5.to_s
u << 1
p u
p format("%s\1", 5)
p "%d" % 5 + "\1"
p 5.to_s.to_s + "\1"
p true.to_s + "\1", false.to_s + "\1", nil.inspect + "\1"
p (5.to_s + "é\1")
p ["x", "y"].sum(5.to_s) + "\1"
p [5.to_s, "\1"].sum("")
class Named
  def to_s
    "named"
  end

  def inspect
    7.to_s
  end
end
p Named.new.to_s + "\1"
p [Named.new].inspect + "\1"
p [Named.new].join + "\1"
puts 5.to_s + "\1" == "5\1"
