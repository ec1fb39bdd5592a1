# loop do ... end runs until break; loop returns break's value (nil for a bare break).
i = 0
loop do
  i += 1
  puts "tick #{i}"
  break if i == 3
end
r = loop do
  break
end
p r
n = 27
steps = loop do
  break 0 if n == 1
  n = n.even? ? n / 2 : 3 * n + 1
  i += 1
  break i if n == 1
end
p steps
a = []
loop do
  a << a.length * 3
  next if a.length < 5
  break
end
p a
queue = [1, 2, 3]
done = []
loop do
  break if queue.empty?
  x = queue.shift
  done << x
  queue << x * 10 if x < 3
end
p done
v = loop { break "brace form" }
p v
def first_square_over(limit)
  k = 0
  loop do
    k += 1
    sq = k * k
    break sq if sq > limit
  end
end
p first_square_over(50)
p first_square_over(1000)
