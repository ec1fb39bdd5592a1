# Interpolation and Array#join of binary (ASCII-8BIT) Strings follow CRuby's
# compatibility rule piece by piece, separators included.
def show(s)
  puts "#{s.inspect} #{s.encoding}"
end

b = 200.chr
show "#{b}"
show "a#{b}z"
show "#{b}#{1}#{:sym}#{nil}"
show [b, "a"].join
show ["a", b].join
show [1, b].join("-")
show ["a", "b"].join(b)
show ["a".b].join
show ["a".b, "é"].join
show [[b, "x"], ["y"]].join(",")
show [1.to_s].join
begin
  "é#{b}"
rescue Encoding::CompatibilityError => e
  puts e.message
end
begin
  [b, "é"].join
rescue Encoding::CompatibilityError => e
  puts e.message
end
begin
  ["é", "b"].join(b)
rescue Encoding::CompatibilityError => e
  puts e.message
end
