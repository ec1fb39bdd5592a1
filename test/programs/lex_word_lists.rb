# %w[] and %i[] word lists.
p %w[a b  c], %w(x), %w[], %i[foo bar], %w{nested {b} c}, %w<a\ b c>
p %w[
  one two
  three
].size
words = %w[apple banana cherry]
words.each { |w| print w.upcase, " " }
puts
p %w[1 2 3].map(&:to_i).sum, %i[a b].map(&:to_s)
