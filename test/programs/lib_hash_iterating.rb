# Adding a key to a Hash while iterating it raises RuntimeError; assigning an existing key is allowed; the level is restored after break, raise and nesting.
h = { a: 1 }
begin
  h.each { h[:b] = 2 }
rescue RuntimeError => e
  p e.message
end
p h
h.each { |k, v| h[k] = v + 10 }
p h
h.each { break }
h[:c] = 3
p h
begin
  h.each { raise ArgumentError, "x" }
rescue ArgumentError
end
h[:d] = 4
p h
h.each { h.each { h[:a] = 0 } }
h[:e] = 5
p h
begin
  p h.select { |k, v| h[:zz] = 1 }.size
rescue RuntimeError => e
  p e.message
end
begin
  h.each_pair { h.store(:y, 1) }
rescue RuntimeError => e
  p e.message
end
p h.key?(:y), h.key?(:zz)
def first_key(h)
  h.each { |k, _| return k }
end
p first_key(h)
h[:f] = 6
p h.size
other = {}
h.each { |k, v| other[k] = v }
p other == h
n = 0
i = 0
while i < 3000
  g = { i => 1 }
  g.each { |k, v| g[k] = v + 1 }
  g[i + 1] = 1
  n += g.size
  i += 1
end
p n
