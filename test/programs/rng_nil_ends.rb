# Ranges with a nil end or beginning: made, printed (the nil left out),
# and indexing Arrays and Strings.
r = (1..nil)
p r, r.to_s, (nil..3), (nil..3).to_s, (nil..nil), (nil...nil).to_s, ("a"..nil), (1...nil), [1,2,3,4][1..nil], "hello"[2..nil], [1,2,3][nil..1]
puts "#{(2..nil)}"
