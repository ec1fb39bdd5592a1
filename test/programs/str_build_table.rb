# Building formatted text with string operations: padding, alignment, separators.
def pad_left(s, width)
  s = s.to_s
  s.length >= width ? s : " " * (width - s.length) + s
end
def pad_right(s, width)
  s = s.to_s
  s.length >= width ? s : s + " " * (width - s.length)
end
def center(s, width)
  total = width - s.length
  return s if total <= 0
  left = total / 2
  " " * left + s + " " * (total - left)
end
names = ["apple", "kiwi", "watermelon", "fig"]
counts = [12, 7, 150, 3]
line = "+" + "-" * 12 + "+" + "-" * 7 + "+"
puts line
puts "|" + center("fruit", 12) + "|" + center("qty", 7) + "|"
puts line
i = 0
while i < names.length
  puts "|" + pad_right(names[i], 12) + "|" + pad_left(counts[i], 7) + "|"
  i += 1
end
puts line
puts "|" + pad_right("total", 12) + "|" + pad_left(counts.sum, 7) + "|"
puts line
p pad_left("abc", 2)
p center("ab", 7)
