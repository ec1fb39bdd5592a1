# do-while loops in methods, around and inside other loops and blocks, with
# locals first assigned in the body, and loops whose body leaves at once.
def collatz(n)
  steps = 0
  begin
    n = n.even? ? n / 2 : 3 * n + 1
    steps += 1
  end until n == 1
  steps
end
p collatz(6), collatz(27), collatz(2)

results = []
[3, 0, 5].each do |limit|
  i = 0
  begin
    results << [limit, i]
    i += 1
  end while i < limit
end
p results

def first_over(list, bound)
  idx = 0
  begin
    v = list[idx]
    idx += 1
    break v if v > bound
  end while idx < list.length
end
p first_over([1, 5, 9], 4)
p first_over([1, 2], 4)

t = 0
while t < 3
  u = t
  begin
    u += 10
  end while u < 25
  t += 1
  print u, " "
end
puts

e = 0
begin
  e += 1
  break
end while true
p e

s = 0
3.times do |q|
  begin
    next if q == 1
    s += q
  end while false
end
p s

def first_thing(x)
  begin
    return x * 2
  end while x
end
p first_thing(4)
r = (begin break 7 end while true)
p r
k = 0
while (break; true)
  k += 1
end
p k
