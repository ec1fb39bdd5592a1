# Approximating pi with Leibniz, Nilakantha and Wallis series in floats.
def leibniz(n)
  s = 0.0
  n.times { |k| s += (k.even? ? 1.0 : -1.0) / (2 * k + 1) }
  4 * s
end
def nilakantha(n)
  pi = 3.0
  sign = 1
  k = 2
  n.times do
    pi += sign * 4.0 / (k * (k + 1) * (k + 2))
    sign = -sign
    k += 2
  end
  pi
end
def wallis(n)
  prod = 1.0
  (1..n).each { |i| prod *= (4.0 * i * i) / (4 * i * i - 1) }
  2 * prod
end
[1, 10, 100, 1000].each { |n| puts "leibniz #{n}: #{leibniz(n)}" }
[1, 5, 50, 500].each { |n| puts "nilakantha #{n}: #{nilakantha(n)}" }
p wallis(10), wallis(1000).round(3)
p (leibniz(1000) - nilakantha(500)).abs < 0.01
