# JIT hazard: a branch first taken at iteration 6,000 of a hot loop calls a method that was never defined, raising NoMethodError.
def known(x)
  x * 2 + 1
end

acc = 0
i = 0
while i < 9000
  if i < 6000
    acc += known(i) % 10
  else
    acc += unknown_helper(i)
  end
  puts "i=#{i} acc=#{acc}" if i % 1000 == 0 || i == 5999
  i += 1
end
puts "never printed"
