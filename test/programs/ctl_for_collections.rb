# for over a range, an exclusive range, an array, a hash (one target and
# two) and an empty array; the value of a for is what each returns.
sum = 0
for i in 1..5
  sum += i
end
puts "sum #{sum}, i #{i}"

for j in 0...3 do print j, " " end
puts

words = ["alpha", "beta", "gamma"]
for w in words
  puts w.upcase
end

ages = { "ann" => 31, "bob" => 27 }
for name, age in ages
  puts "#{name} is #{age}"
end
for pair in ages
  p pair
end

r = for x in [] do puts "never" end
p r
p x
p(for k in 3..4; end)
p(for e in [7, 8]; e * 2; end)
h = for key, value in { a: 1 } do value end
p h
