# Array#sort of integers and of strings; sort returns a new array.
a = [5, 3, 9, 1, 7, 3]
p a.sort
p a
p [].sort
p [1].sort
p [-5, 10, 0, -20, 3].sort
p ["pear", "apple", "fig", "Banana", "apple"].sort
p ["b", "a", "B", "A", "1", ""].sort
p ["abc", "ab", "abcd", "a"].sort
p [3, 2, 1].sort.reverse
b = a.sort
b << 100
p a
p b
p [2, 1].sort == [1, 2]
p [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].sort
p ["10", "9", "100"].sort
words = ["delta", "alpha", "charlie", "bravo"]
sorted = words.sort
i = 0
while i < sorted.length
  puts "#{i + 1}. #{sorted[i]}"
  i += 1
end
