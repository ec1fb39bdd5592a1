# JIT hazard: a constant read only on a branch that turns taken at iteration 4,000 is not defined, so the hot loop raises NameError.
BASE = 10
def scale(i)
  if i < 4000
    BASE
  else
    MISSING_SCALE
  end
end

sum = 0
i = 0
while i < 8000
  sum += scale(i) * (i % 3)
  puts "i=#{i} sum=#{sum}" if i % 500 == 0
  i += 1
end
puts "never printed"
