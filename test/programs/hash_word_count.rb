# Hash: word frequency counting with h[w] ||= 0 and h[w] += 1, over words split by hand from a sentence.
def words(text)
  out = []
  cur = ""
  i = 0
  while i < text.length
    c = text[i].downcase
    if "abcdefghijklmnopqrstuvwxyz".include?(c)
      cur << c
    else
      out << cur unless cur.empty?
      cur = ""
    end
    i += 1
  end
  out << cur unless cur.empty?
  out
end

text = "The cat and the hat. The cat sat; a bat, a rat and THE cat ran!"
counts = {}
words(text).each do |w|
  counts[w] ||= 0
  counts[w] += 1
end
p counts
p counts.size
best = nil
counts.each { |w, n| best = w if best.nil? || n > counts[best] }
puts "most common: #{best} (#{counts[best]})"
counts.keys.sort.each { |w| puts format("%s %s", w, "*" * counts[w]) }
lengths = {}
counts.each { |w, n| lengths[w.length] = (lengths[w.length] || 0) + n }
p lengths
p counts.values.sum == words(text).size
