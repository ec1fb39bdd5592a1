# Walking a string character by character with [i]: counting classes of characters.
text = "Hello, World! 123 abc."
letters = 0
digits = 0
spaces = 0
others = 0
upper = 0
i = 0
while i < text.length
  ch = text[i]
  if ch >= "a" && ch <= "z"
    letters += 1
  elsif ch >= "A" && ch <= "Z"
    letters += 1
    upper += 1
  elsif ch >= "0" && ch <= "9"
    digits += 1
  elsif ch == " "
    spaces += 1
  else
    others += 1
  end
  i += 1
end
p letters, digits, spaces, others, upper
vowels = "aeiouAEIOU"
count = 0
i = 0
while i < text.length
  count += 1 if vowels.include?(text[i])
  i += 1
end
p count
swapped = ""
i = 0
while i < text.length
  c = text[i]
  swapped << (c == c.upcase ? c.downcase : c.upcase)
  i += 1
end
p swapped
