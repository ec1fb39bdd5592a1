# Realistic: word-length statistics with map, inject, select, sort_by, count and each_with_index.
text = ["the", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog",
        "while", "seven", "sleepy", "cats", "watch", "a", "river"]
lengths = text.map { |w| w.length }
p lengths
total = lengths.inject { |s, n| s + n }
p total
p total / text.length
p total % text.length
longest = text.inject { |best, w| w.length > best.length ? w : best }
p longest
shortest = text.inject { |best, w| w.length < best.length ? w : best }
p shortest
hist = Array.new(lengths.max + 1) { 0 }
lengths.each { |n| hist[n] += 1 }
hist.each_with_index do |c, n|
  next if c == 0
  puts "#{n.to_s.length < 2 ? " " : ""}#{n} | #{"#" * c} #{c}"
end
p text.count("the")
p text.count { |w| w.length == 5 }
p text.select { |w| w.start_with?("s") }
caps = text.map { |w| w.capitalize }.select { |w| w.length > 4 }
p caps
uniq = []
text.each { |w| uniq << w unless uniq.include?(w) }
p uniq.length
by_len = uniq.sort_by { |w| w.length * 1000 + uniq.index(w) }
rev = by_len.reverse
p [rev[0], rev[1], rev[2]]
vowels = text.map { |w| w.length - w.downcase.reverse.length + (w.include?("a") ? 1 : 0) }.sum
p vowels
p text.any? { |w| w.end_with?("y") }
p text.all? { |w| w == w.downcase }
