# String#index and #start_with? with a Regexp: positions (negative ones count from the
# end), anchors, and a Regexp among several prefixes.
s = "banana band"
p s.index(/an/), s.index(/an/, 2), s.index(/an/, 4), s.index(/an/, 6), s.index(/an/, 20)
p s.index(/an/, -4), s.index(/an/, -20), s.index(/z/)
p s.index(/\bb/, 1)
p s.index(//), s.index(//, 11), s.index(//, 12)
p s.start_with?(/ban/), s.start_with?(/an/), s.start_with?(/b.n/), s.start_with?("x", /b/)
p "".start_with?(//), "x".start_with?(/\A/)
