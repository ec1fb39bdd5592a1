# Top-level constants: defined once, readable at top level and inside methods.
WIDTH = 8
HEIGHT = 3
GREETING = "hi"
PRIMES = [2, 3, 5, 7]
NOTHING = nil
def area
  WIDTH * HEIGHT
end
def greet(name)
  GREETING + " " + name
end
def nth_prime(i)
  PRIMES[i]
end
p WIDTH, HEIGHT
p area
p greet("there")
p nth_prime(2)
p NOTHING
PRIMES << 11
p PRIMES
p nth_prime(4)
def uses_later_constant
  LATER
end
LATER = "defined after the method"
p uses_later_constant
TOTAL = WIDTH + HEIGHT * 2
p TOTAL
p PRIMES.length
