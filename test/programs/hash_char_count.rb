# Hash: counting characters of strings with integer counts, then the most frequent, histogram and anagram check.
def char_counts(s)
  counts = {}
  i = 0
  while i < s.length
    c = s[i]
    counts[c] = (counts[c] || 0) + 1
    i += 1
  end
  counts
end

p char_counts("mississippi")
p char_counts("")
c = char_counts("hello world")
p c
top = []
n = c.values.max
while n > 0
  c.keys.sort.each { |k| top << k if c[k] == n }
  n -= 1
end
p top
p top[0, 3].map { |k| "#{k}:#{c[k]}" }
def anagram?(a, b)
  char_counts(a) == char_counts(b)
end
p anagram?("listen", "silent")
p anagram?("apple", "papel")
p anagram?("apple", "appel ")
p anagram?("rat", "car")
vowels = 0
"programming language".length.times { |i| vowels += 1 if "aeiou".include?("programming language"[i]) }
p vowels
