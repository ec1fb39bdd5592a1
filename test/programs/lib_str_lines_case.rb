# String#chomp/chop (and !), lines/each_line, to_sym, upcase!/downcase!/capitalize!/swapcase(!), concat, rindex, sum, String.new: separators, frozen receivers, nil results.
p "ab\r\n".chomp, "ab\n\r".chomp, "ab\r".chomp, "ab\n\n".chomp, "ab\n\n\r\n".chomp(""), "abc".chomp("bc"), "abc".chomp("x"), "a\r\n".chop, "".chop, "é".chop, "ab".chomp(nil), "a\r".chomp("\n"), "a\r\n".chomp("\n"), "".chomp, "\n".chomp(""), "x\r\n\r\n".chomp("")
p "a\nb\n\nc".lines, "a\nb".lines(""), "a--b--".lines("--"), "".lines, "abc".lines(""), "a\n\n\nb\n".lines(""), "ab".lines(nil), "a\nb\n".lines
"x\ny".each_line { |l| p l }
p "q".each_line { }
p "aBc Déf".swapcase, "ab".sum, "ab".sum(4), "ab".sum(0), String.new.encoding, String.new("x").encoding, String.new("x").frozen?, "ab".concat("c", "d"), "abcb".rindex("b"), "abcb".rindex("b", 2), "abcb".rindex("b", -3), "abc".rindex(""), "abc".rindex("x"), "ab".rindex("b", 10), "héllo".rindex("l")
s = +"ab"
p s.concat(s, s), s
p "ab".to_sym, "a b".to_sym, "".intern
t = +"abc"
p t.upcase!, t, t.upcase!, t.downcase!, t.capitalize!, t.capitalize!, t.swapcase!, t.chomp!, t.chop!, t
u = +"x\n"
p u.chomp!, u, u.chomp!, u.chop!, u.chop!, u
f = "abc".freeze
[:upcase!, :downcase!, :chomp!, :chop!, :swapcase!].each do |m|
  begin
    case m
    when :upcase! then f.upcase!
    when :downcase! then f.downcase!
    when :chomp! then f.chomp!
    when :chop! then f.chop!
    else f.swapcase!
    end
  rescue => e
    p e.class
  end
end
begin; f.concat("x"); rescue => e; p e.class; end
begin; "a".rindex(1); rescue => e; p e; end
n = 0
i = 0
while i < 3000
  line = "row #{i}\r\n"
  n += line.chomp.size + line.chop.size + "a\nb\n#{i}".lines.size + line.rindex("o") + line.sum % 7
  w = +"Word#{i}"
  w.upcase!
  n += w.swapcase.sum % 5
  i += 1
end
p n
