# Chained and nested statement modifiers, which apply from left to right.
x = 5
puts "a" if x > 1 if x < 10
puts "b" if x > 1 unless x == 5
puts "c" unless x == 4 if x == 5
i = 0
i += 1 while i < 3 if x == 5
p i
j = 0
j += 2 until j > 7 unless x == 0
p j
k = 0
(k += 1; puts "k=#{k}") while k < 2
y = (x * 2 if x > 1) || 0
p y
z = (x * 2 if x > 100) || 0
p z
