# JIT hazard: a method whose loop became hot with fixnums is entered again with strings and arrays, reusing the same compiled loop.
def fold(list, start)
  acc = start
  i = 0
  while i < list.length
    acc = acc + list[i]
    i += 1
  end
  acc
end

def build_ints(n)
  out = []
  i = 0
  while i < n
    out << i % 50
    i += 1
  end
  out
end

def build_strs(n)
  out = []
  i = 0
  while i < n
    out << (i % 26 + 10).to_s(36)
    i += 1
  end
  out
end

ints = build_ints(6000)
p fold(ints, 0)
p fold(ints, 0)
s = fold(build_strs(3000), "")
p s.length
p s[0, 30]
p s[-5, 5]
nested = []
i = 0
while i < 3000
  nested << [i]
  i += 1
end
flat = fold(nested, [])
p flat.length
p flat[2998, 2]
mixed = ["1", "2", "3", "x"]
p fold(mixed, "")
