# Realistic: Caesar and Vigenere ciphers over letters using alphabet lookups, with round trips.
LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

def shift_char(c, k)
  i = LOWER.index(c)
  return LOWER[(i + k) % 26] unless i.nil?
  i = UPPER.index(c)
  return UPPER[(i + k) % 26] unless i.nil?
  c
end

def caesar(text, k)
  out = ""
  i = 0
  while i < text.length
    out << shift_char(text[i], k)
    i += 1
  end
  out
end

def vigenere(text, key, direction)
  out = ""
  ki = 0
  i = 0
  while i < text.length
    c = text[i]
    if LOWER.include?(c) || UPPER.include?(c)
      k = LOWER.index(key[ki % key.length])
      out << shift_char(c, k * direction)
      ki += 1
    else
      out << c
    end
    i += 1
  end
  out
end

def letter_counts(text)
  counts = Array.new(26, 0)
  i = 0
  while i < text.length
    idx = LOWER.index(text[i].downcase)
    counts[idx] += 1 unless idx.nil?
    i += 1
  end
  counts
end

msg = "Attack at Dawn! Meet me by the old Oak, 10pm."
enc = caesar(msg, 3)
p enc
p caesar(enc, -3)
p caesar(msg, 26) == msg
p caesar("xyz XYZ", 3)
p caesar("abc", -1)
rot13 = caesar(msg, 13)
p rot13
p caesar(rot13, 13) == msg
v = vigenere(msg, "lemon", 1)
p v
p vigenere(v, "lemon", -1)
counts = letter_counts(enc)
best = 0
i = 1
while i < 26
  best = i if counts[i] > counts[best]
  i += 1
end
p LOWER[best]
guess = (best - LOWER.index("a")) % 26
p guess
p caesar(enc, -guess)
