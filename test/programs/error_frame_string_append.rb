# String#<< runs in place too (opt_ltlt): a code point out of range is
# reported from the caller's frame.
def shout(s, n)
  n.times { |i| s << 65 + i % 26 }
  s
end

p shout("a" * 2, 30).length
t = shout("x" + "", 3)
p t
t << -1
puts "not reached"
