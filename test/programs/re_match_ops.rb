# =~ and !~ in both directions, match? with and without a position, Regexp#===, and case/when
# with regexps: the results are character indexes, nil and booleans.
p("hello world" =~ /o/)
p(/o/ =~ "hello world")
p("hello" =~ /z/)
p(/z/ =~ "hello")
p(/z/ =~ nil)
p("hello" !~ /z/, "hello" !~ /l/)
p "hello".match?(/ll/), "hello".match?(/LL/), "hello".match?(/LL/i)
p "hello".match?(/l/, 3), "hello".match?(/h/, 1), "hello".match?(/o/, -1), "hello".match?(/o/, 9)
p "a.c".match?("a.c"), "abc".match?("a.c")
p(/b/.match?("abc"), /b/.match?(nil), /b/.match?("abc", 2))
p(/ab/ === "cabd", /ab/ === "xy", /ab/ === 12, /ab/ === :cab)
["apple pie", "Banana", "cherry 42", "", "dates"].each do |s|
  kind = case s
         when /\A[a-z]+ [a-z]+\z/ then "two words"
         when /\A[A-Z]/ then "capitalised"
         when /\d+/ then "has digits"
         when // then "anything"
         end
  puts "#{s.inspect}: #{kind}"
end
p("line one\nline two" =~ /^line two$/)
p("ab\ncd" =~ /b.c/, "ab\ncd" =~ /b.c/m)
p("a b" =~ /a\ b/x, "ab" =~ /a b/x)
if "x=1" =~ /=/
  puts "matched"
end
