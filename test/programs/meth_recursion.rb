# Recursion: factorial, fibonacci, sum of digits, power, palindromes, mutual recursion.
def fact(n)
  if n <= 1 then 1 else n * fact(n - 1) end
end
p fact(0)
p fact(5)
p fact(10)
p fact(20)
def fib(n)
  n < 2 ? n : fib(n - 1) + fib(n - 2)
end
p fib(0)
p fib(1)
p fib(10)
p fib(20)
def digit_sum(n)
  return n if n < 10
  n % 10 + digit_sum(n / 10)
end
p digit_sum(987654321)
def power(b, e)
  return 1 if e == 0
  half = power(b, e / 2)
  e.even? ? half * half : half * half * b
end
p power(2, 30)
p power(3, 13)
def palindrome?(s)
  return true if s.length <= 1
  return false if s[0] != s[-1]
  palindrome?(s[1, s.length - 2])
end
p palindrome?("racecar")
p palindrome?("abba")
p palindrome?("abca")
p palindrome?("")
def is_even(n)
  n == 0 ? true : is_odd(n - 1)
end
def is_odd(n)
  n == 0 ? false : is_even(n - 1)
end
p is_even(10)
p is_odd(7)
p is_even(7)
def count_down(n)
  return if n < 0
  print n, " "
  count_down(n - 1)
end
count_down(5)
puts
def binary(n)
  n < 2 ? n.to_s : binary(n / 2) + (n % 2).to_s
end
p binary(10)
p binary(255)
def reverse_str(s)
  s.empty? ? "" : reverse_str(s[1, s.length - 1]) + s[0]
end
p reverse_str("recursion")
