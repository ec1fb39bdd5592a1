# Newton's method for square roots, compared against Math.sqrt.
def newton_sqrt(x)
  return 0.0 if x == 0
  guess = x / 2.0
  guess = 1.0 if guess < 1
  steps = 0
  loop do
    nxt = (guess + x / guess) / 2
    steps += 1
    break if (nxt - guess).abs < 1e-12 * nxt
    guess = nxt
  end
  [guess, steps]
end
[2, 9, 10, 0.5, 1e10, 12345.678, 1e-6].each do |x|
  g, steps = newton_sqrt(x)
  err = (g - Math.sqrt(x)).abs
  puts "sqrt(#{x}) ~ #{g} in #{steps} steps, close=#{err < 1e-9}"
end
g = newton_sqrt(2)[0]
p g.round(10), (g * g).round(12)
