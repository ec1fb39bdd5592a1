# Regexps over UTF-8 text: `.` is a character, results are character indexes, character
# classes and case-insensitive matching of non-ASCII letters, \u escapes.
s = "añb€c😀d"
p s =~ /b/, s =~ /c/, s =~ /d/
p s.scan(/./)
p s.index(/€/), s.index(/d/, 2), s.index(/a/, 1)
p s.split(//).length
p s.gsub(/[^a-z]/, "_")
p "ÉCOLE école" =~ /école/i
p "straße".match?(/STRASSE/i)
p "café" =~ /\u00e9/
p "naïve" =~ /\u{ef}/
p "Ünïcödé".scan(/[[:upper:]]/)
p "日本語" =~ /語/
p "x日本y".sub(/日本/, "<\\0>")
