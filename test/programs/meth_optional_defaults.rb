# Optional parameters: defaults may use earlier parameters and run only when
# the argument is missing; every argument count in range works.
def span(a, b = a + 1, c = a * b)
  [a, b, c]
end

p span(2)
p span(2, 5)
p span(2, 5, 0)

def greet(name = "world", punct = "!")
  "hello, " + name + punct
end

puts greet
puts greet("rhz")
puts greet("rhz", "?")

def count_calls(n, acc = [])
  acc << n
  acc
end

p count_calls(1)
p count_calls(2)
shared = []
count_calls(3, shared)
count_calls(4, shared)
p shared
