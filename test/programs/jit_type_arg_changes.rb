# JIT hazard: a hot method specialised for fixnum arguments is then called with strings, arrays and nil in later phases.
def twice(x)
  x + x
end

def describe(x)
  "#{x.inspect}:#{x.nil? ? 0 : x.to_s.length}"
end

def combine(a, b)
  if a == nil
    b
  else
    a + b
  end
end

s = 0
i = 0
while i < 5000
  s += twice(i)
  i += 1
end
p s
str = ""
i = 0
while i < 3000
  str = twice("ab") if i % 1000 == 0
  str = combine(str, (i % 10).to_s) if i % 100 == 0
  i += 1
end
p str
arr = []
i = 0
while i < 3000
  arr = twice([i]) if i % 997 == 0
  i += 1
end
p arr
acc = nil
i = 0
while i < 4000
  acc = combine(acc, i < 2000 ? i : (i % 2 == 0 ? 1 : -1))
  i += 1
end
p acc
acc = nil
i = 0
while i < 2000
  acc = combine(acc, [i % 3])
  i += 1
end
p acc.length
p acc.sum
p describe(5), describe("hello"), describe([1, 2]), describe(nil)
