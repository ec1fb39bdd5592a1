# Regexp literals as CRuby prints them: inspect, to_s, source and options, the i, m and x
# flags, %r literals, escaped and unescaped slashes, and equality.
p(/a.b/)
p(/a.b/i, /a.b/m, /a.b/x, /a.b/mix)
p %r{a/b}
p(/a\/b/)
p(/a\/b/.source)
p %r{a/b}.source
p(/\d+\s*\n/.source)
puts(/a.b/i.to_s)
puts(/x/mix.to_s)
puts(/(?i:ab)/.to_s)
puts(/(?i)ab/.to_s)
puts(/(?:a)|(?:b)/.to_s)
p(/a/.options, /a/i.options, /a/x.options, /a/m.options, /a/mix.options)
p(/a/i.casefold?, /a/.casefold?)
p(/ab/ == /ab/, /ab/ == /ab/i, /ab/.eql?(/ab/), /ab/ == "ab")
p(/é+/)
puts(/tab\there/)
p [/a/, /b/i]
re = /x+y/
puts "pattern: #{re}"
p(/\//)
p(/a
b/)
