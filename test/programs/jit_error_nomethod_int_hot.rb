# JIT hazard: a hot loop calls String#upcase on values that were strings for 4,000 iterations; then a fixnum arrives and NoMethodError is raised.
words = ["a", "bc", "def", "ghij"]
out = ""
i = 0
while i < 9000
  w = i < 4000 ? words[i % 4] : (i % 4 == 3 ? i : words[i % 4])
  u = w.upcase
  out << u if i % 250 == 0
  puts "i=#{i} out=#{out}" if i % 1000 == 0 || i > 3998
  i += 1
end
puts "never printed"
