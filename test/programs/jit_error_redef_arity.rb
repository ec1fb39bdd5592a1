# JIT hazard: a hot callee is redefined inside the loop to take two arguments; the next call from the compiled loop raises ArgumentError.
def combine(x)
  x * 2 + 1
end

total = 0
i = 0
while i < 10000
  if i == 5000
    puts "redefining at #{i}, total=#{total}"
    def combine(x, y)
      x + y
    end
  end
  total += combine(i)
  puts "i=#{i} total=#{total}" if i % 1000 == 0
  i += 1
end
puts "never printed"
