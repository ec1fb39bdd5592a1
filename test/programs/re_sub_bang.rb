# sub! and gsub! with a Regexp: the receiver changes in place (an alias sees it), nil when
# nothing matched, a block form, and FrozenError for a frozen String even without a match.
s = "hello world"
t = s
p s.sub!(/o/, "0")
p s, t
p s.gsub!(/l/) { |m| m.upcase }
p t
p s.gsub!(/z/, "Z"), s
p s.sub!(/z/) { "Z" }
u = "a-b-c"
u.gsub!(/-/, "+")
p u
v = "keep"
v.sub!("ee", "EE")
p v
f = "frozen".freeze
begin
  f.sub!(/x/, "y")
rescue FrozenError => e
  p e.message
end
