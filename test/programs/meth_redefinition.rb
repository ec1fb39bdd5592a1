# A later def replaces an earlier one from that point on; methods are looked up at call time.
def greet
  "first"
end
p greet
def greet
  "second"
end
p greet
def caller_of_helper
  helper
end
def helper
  "helper v1"
end
p caller_of_helper
def helper
  "helper v2"
end
p caller_of_helper
def change(n)
  n + 1
end
results = [change(10)]
def change(n)
  n * 100
end
results << change(10)
p results
def arity_changes(a)
  "one arg #{a}"
end
p arity_changes(1)
def arity_changes(a, b)
  "two args #{a} #{b}"
end
p arity_changes(1, 2)
