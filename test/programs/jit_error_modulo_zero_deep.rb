# JIT hazard: `%` by zero raised three calls deep inside a hot loop after 6,000 good iterations (the frames of inlined calls must be rebuilt).
def inner(a, b)
  a % b
end

def middle(a, b)
  inner(a * 3, b) + 1
end

def outer(i)
  middle(i, (6007 - i) * (i % 3 + 1))
end

acc = 0
i = 0
while i < 12000
  acc += outer(i)
  puts "i=#{i} acc=#{acc}" if i % 1000 == 0
  i += 1
end
puts "never printed"
