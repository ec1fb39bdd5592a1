# String#split with a Regexp: //, separators of several lengths, captured groups kept,
# trailing empty fields dropped, limits positive and negative, and multi-byte text.
p "12345".split(//)
p "a, b,c ,  d".split(/\s*,\s*/)
p "a1b22c333".split(/\d/)
p "a1b22c333".split(/\d+/)
p "a1b2c".split(/(\d)/)
p "a-b_c".split(/([-_])/)
p "a,b,,c,,".split(/,/)
p "a,b,,c,,".split(/,/, -1)
p "a,b,c,d".split(/,/, 2)
p "a,b,c,d".split(/,/, 1)
p "abc".split(//, 2)
p ",a,b".split(/,/)
p "".split(/,/)
p "".split(//)
p "  two  words ".split(/\s+/)
p "héllo".split(//)
p "one two".split(/(?=o)/)
p "abc".split(/x*/)
p "a b  c".split(/ /, -1)
p "2024-01-15".split(/-/).map { |x| x.to_i }
p (7 ** 20).to_s.split(//).inject(0) { |s, x| s + x.to_i }
