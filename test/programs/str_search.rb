# include? start_with? end_with? index on strings.
s = "hello world"
p s.include?("world")
p s.include?("World")
p s.include?("")
p s.include?("o w")
p s.start_with?("hell")
p s.start_with?("world")
p s.start_with?("")
p s.end_with?("world")
p s.end_with?("hello")
p s.end_with?("")
p s.index("o")
p s.index("world")
p s.index("z")
p s.index("")
p s.index("h")
p s.index("d")
p "".index("a")
p "aaa".index("aa")
p "abcabc".index("c")
def count_occurrences(text, pat)
  count = 0
  rest = text
  while (i = rest.index(pat))
    count += 1
    rest = rest[i + pat.length, rest.length]
  end
  count
end
p count_occurrences("banana", "a")
p count_occurrences("banana", "an")
p count_occurrences("banana", "x")
p "abc".start_with?("abcd")
p "abc".end_with?("xabc")
