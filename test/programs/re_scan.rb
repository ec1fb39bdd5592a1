# String#scan with a Regexp: whole matches, groups (nil for one that took no part), empty
# matches, a block, a String pattern (matched as it is) and multi-byte characters.
s = "The quick brown fox jumps over 13 lazy dogs 42 times"
p s.scan(/o\w/)
p s.scan(/\d+/)
p s.scan(/(\w)(\w)\b/).first(3)
p "a-b c".scan(/(\w)(-)?/)
p "abc".scan(//)
p "abc".scan(/x*/)
p "aaa".scan(/a*/)
p "".scan(/x/)
p "1.5 + 2.5".scan(".")
p "a+b+c".scan("+")
r = "hello world".scan(/o./) { |m| print m.upcase, " " }
puts
p r
"k1=v1;k2=v2".scan(/(\w+)=(\w+)/) { |k, v| puts "#{k} -> #{v}" }
p "héllo wörld".scan(/[éö]./)
p "日本語テキスト".scan(/../)
p "ab12cd345".scan(/[a-z]+|\d+/)
width = 4
p "abcdefghij".scan(/.{1,#{width}}/)
