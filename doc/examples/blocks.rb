# A closure over a local, a method that yields, and a break.
sum = 0
[1, 2, 3].each { |x| sum += x }
p sum

def twice
  yield 1
  yield 2
end
twice { |v| p v * 10 }

p [5, 6, 7].each { |x| break x * 100 if x == 6 }
