# Realistic: split text into words by hand, count frequencies with parallel arrays, rank them.
TEXT = "the quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs! " \
       "A quick brown dog? No - the quick fox."

def first_n(list, n)
  out = []
  i = 0
  while i < n && i < list.length
    out << list[i]
    i += 1
  end
  out
end

def letter?(c)
  (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
end

def split_words(text)
  words = []
  current = ""
  i = 0
  while i < text.length
    c = text[i]
    if letter?(c)
      current << c.downcase
    elsif !current.empty?
      words << current
      current = ""
    end
    i += 1
  end
  words << current unless current.empty?
  words
end

words = split_words(TEXT)
p words.length
p first_n(words, 6)
keys = []
counts = []
i = 0
while i < words.length
  idx = keys.index(words[i])
  if idx.nil?
    keys << words[i]
    counts << 1
  else
    counts[idx] += 1
  end
  i += 1
end
p keys.length
# rank by count descending, then alphabetically (insertion sort over index pairs)
order = []
i = 0
while i < keys.length
  j = order.length
  order << i
  while j > 0
    a = order[j - 1]
    b = order[j]
    if counts[a] < counts[b] || (counts[a] == counts[b] && keys[a] > keys[b])
      order[j - 1] = b
      order[j] = a
      j -= 1
    else
      break
    end
  end
  i += 1
end
rank = 0
while rank < order.length
  k = order[rank]
  bar = "*" * counts[k]
  puts "#{rank + 1}. #{keys[k]}#{" " * (8 - keys[k].length)}#{counts[k]} #{bar}"
  rank += 1
end
longest = ""
i = 0
while i < keys.length
  longest = keys[i] if keys[i].length > longest.length
  i += 1
end
p longest
p keys.sort.first
p keys.sort.last
