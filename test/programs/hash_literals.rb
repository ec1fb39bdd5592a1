# Hash: literals with string, symbol and integer keys, {} , [] / []=, size, p / puts / inspect in CRuby 3.1 form.
h = { "a" => 1, :b => 2, c: 3, 4 => "four" }
p h
puts h
puts h.inspect
puts "interp: #{h}"
p h["a"], h[:b], h[:c], h[4]
p h["b"], h[:a], h[5]
p h.size
e = {}
p e
p e.size
puts e
e["x"] = [1, 2]
e[:y] = nil
e[3] = { "inner" => true }
p e
p e.size
p({ "q" => "quote\"d", "nl" => "a\nb" })
p({ 1 => 2.5, 2 => -3, 3 => false, 4 => :sym })
nested = { list: [1, { k: "v" }], "h" => {} }
p nested
p nested[:list][1][:k]
x = { one: 1, two: 2 }
p x
p [h.size, x.size, e.size]
