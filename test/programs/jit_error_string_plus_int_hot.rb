# JIT hazard: a hot String#+ loop gets a fixnum operand after 3,000 iterations, raising TypeError (no implicit conversion).
def piece(i)
  i < 3000 ? (i % 10).to_s : i
end

s = ""
i = 0
while i < 6000
  s = s + piece(i) if i % 3 == 0
  puts "i=#{i} len=#{s.length} tail=#{s[-4, 4]}" if i % 600 == 0 || i > 2996
  i += 1
end
puts "never printed"
