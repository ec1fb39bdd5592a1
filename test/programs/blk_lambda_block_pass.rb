# A lambda passed as a block (&l) stays a lambda: yield checks its arity and its return stays inside it.
double = ->(x) { x * 2 }
p [1, 2, 3].map(&double)
p((1..4).select(&->(n) { n.odd? }))
sum = 0
[4, 5].each(&->(v) { sum += v })
p sum

def keep(&b)
  b
end
k = keep(&double)
p k.lambda?, k.equal?(double), k.call(21)
p keep { |x| x }.lambda?
p proc(&double).lambda?

def twice
  [yield(1), yield(2)]
end
early = ->(x) do
  return :one if x == 1
  :other
end
p twice(&early)
p twice(&double)

def apply_all(fs, v)
  fs.map { |f| f.call(v) }
end
p apply_all([double, ->(x) { x - 1 }, proc { |x| x.to_s }], 7)

def run(f)
  yield f
end
p run(double) { |f| f.(50) }

# Hash#each yields one [key, value] pair: a lambda of one parameter takes it whole.
h = { a: 1, b: 2 }
h.each(&->(pair) { p pair })
p h.to_a.map(&->(pair) { pair[1] * 10 })
