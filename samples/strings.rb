# Working with strings: building, inspecting, searching and transforming.
name = "ruby"
greeting = "Hello, " + name.capitalize + "!"
puts greeting
puts greeting.upcase
puts greeting.reverse
puts "#{name} has #{name.length} letters"

line = ""
line << "a" << "b" << "c"
p line
p "tab\tand newline\n"
p "=" * 12

sentence = "the quick brown fox"
p sentence.include?("quick")
p sentence.index("brown")
p sentence.start_with?("the")
p sentence[4, 5]
p sentence[-3]

def count_vowels(s)
  count = 0
  i = 0
  while i < s.length
    count += 1 if "aeiou".include?(s[i])
    i += 1
  end
  count
end
puts "vowels in #{sentence.inspect}: #{count_vowels(sentence)}"
