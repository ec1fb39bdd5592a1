# begin ... end while/until runs its body once before the condition is
# tested (Ruby's do-while), also when the condition is false at once;
# next goes to the condition, break leaves with its value.
i = 0
begin
  i += 1
  print i, " "
end while i < 3
puts

j = 100
begin
  puts "once #{j}"
  j += 1
end while j < 50
p j

k = 0
begin
  k += 2
end until k >= 7
p k

n = 0
begin
  n += 1
  next if n.odd?
  print n, " "
end while n < 6
puts

m = 0
r = begin
  m += 1
  break m * 10 if m == 4
end while true
p r
r = (begin
  m += 1
  break m * 10 if m == 6
end while true)
p r
p((begin m += 1 end while false))
p m

def digits(x)
  out = []
  begin
    out.unshift(x % 10)
    x /= 10
  end while x > 0
  out
end
p digits(0), digits(7), digits(4096)

count = 0
begin
  inner = 0
  begin
    inner += 1
    count += 1
  end until inner == 3
end while count < 9
p count, inner
