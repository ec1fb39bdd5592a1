# sub and gsub with a Regexp: replacement Strings with back references (\0 \& \1 \\
# \` \' \k<name>), blocks, empty matches, groups that took no part, and no match at all.
s = "hello world"
p s.sub(/o/, "0"), s.gsub(/o/, "0")
p s.gsub(/l(.)/, "<\\1>")
p s.gsub(/(l+)(o)/, "\\2\\1")
p s.gsub(/o/, "[\\0]"), s.gsub(/o/, "[\\&]")
p s.sub(/ /, "\\\\")
p s.sub(/o/, "(\\`)"), s.sub(/o/, "(\\')")
p s.gsub(/(?<first>\w)(?<rest>\w*)/, "\\k<rest>\\k<first>ay")
p s.gsub(/(x)?o/, "[\\1]")
p s.gsub(/\w+/) { |w| w.capitalize }
p s.gsub(/o/) { |m| m.ord.to_s }
p s.sub(/z/, "Z"), s.gsub(/z/) { "Z" }
p "abc".gsub(//, "-")
p "abc".gsub(/x*/, "-")
p "aaa".gsub(/a*/, "b")
p "a.b.c".gsub(".", "!")
p "path/to/file".gsub(/\//, "::")
p "CamelCaseString".gsub(/(?<!^)([A-Z])/, "_\\1").downcase
p "x".gsub(/x/, "\\9\\y")
p "héllo wörld".gsub(/[éö]/) { |c| c.upcase }
p "tel: 555-1234".sub(/(\d+)-(\d+)/) { |m| m.reverse }
