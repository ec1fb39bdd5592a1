# Array#map, select and reject build new arrays and leave the receiver unchanged.
a = [1, 2, 3, 4, 5, 6]
p a.map { |x| x * x }
p a.map { |x| x.to_s }
p a.map { |x| x.even? }
p a.map { |x| nil }
p a.select { |x| x.even? }
p a.select { |x| x > 10 }
p a.select { |x| true }
p a.reject { |x| x.even? }
p a.reject { |x| x < 4 }
p a.reject { |x| false }
p a
words = ["apple", "kiwi", "banana", "fig"]
p words.map { |w| w.length }
p words.select { |w| w.length > 3 }
p words.reject { |w| w.include?("i") }
p words.map { |w| w.reverse.capitalize }
p [nil, 1, false, 2].select { |x| x }
p [nil, 1, false, 2].reject { |x| x }
p [[1, 2], [3, 4]].map { |pair| pair.sum }
m = a.map { |x| x }
m << 7
p a.length
p m.length
