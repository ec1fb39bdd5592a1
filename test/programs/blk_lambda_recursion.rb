# Recursion through lambdas held in locals and in a Hash.
fact = ->(n) { n <= 1 ? 1 : n * fact.(n - 1) }
p fact.(5), fact.call(20), fact[25]

fib = lambda do |n|
  if n < 2
    n
  else
    fib.call(n - 1) + fib.call(n - 2)
  end
end
p((0..10).map { |i| fib.(i) })
p fib.(20)

# Mutual recursion through a Hash of lambdas.
parity = {}
parity[:even] = ->(n) { n == 0 ? true : parity[:odd].(n - 1) }
parity[:odd] = ->(n) { n == 0 ? false : parity[:even].(n - 1) }
p parity[:even].(10), parity[:odd].(7), parity[:even].(7)

# A lambda that takes itself.
y = ->(f, n) { n == 0 ? [] : f.(f, n - 1) + [n] }
p y.(y, 5)

# Deep enough to be hot, shallow enough for every mode.
count_down = ->(n, acc) { n == 0 ? acc : count_down.(n - 1, acc + n) }
p count_down.(500, 0)
