# Fibonacci numbers, the recursive way.
def fib(n)
  if n < 2 then n else fib(n - 1) + fib(n - 2) end
end

i = 0
while i <= 10
  puts "fib(#{i}) = #{fib(i)}"
  i += 1
end
puts "fib(25) = #{fib(25)}"
