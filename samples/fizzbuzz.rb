# FizzBuzz from 1 to 30.
def fizzbuzz(n)
  if n % 15 == 0
    "FizzBuzz"
  elsif n % 3 == 0
    "Fizz"
  elsif n % 5 == 0
    "Buzz"
  else
    n.to_s
  end
end

n = 1
while n <= 30
  puts fizzbuzz(n)
  n += 1
end
