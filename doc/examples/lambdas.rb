# A lambda that calls itself, one that returns early, and a wrong count.
fact = ->(n) { n <= 1 ? 1 : n * fact.(n - 1) }
p fact.(10)

sign = lambda do |x|
  return :zero if x == 0
  x > 0 ? :plus : :minus
end
p [3, 0, -2].map(&sign)

pair = ->(a, b = a) { [a, b] }
p pair.(1), pair.arity
pair.call
