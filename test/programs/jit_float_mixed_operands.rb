# Float arithmetic and comparisons with an Integer on either side, hot
# enough for tier 2: CRuby converts the Integer, and compares exactly.

def scale(n)
  sum = 0.0
  i = 0
  while i < n
    sum += 2.0 * i / n - 0.5   # Float * Integer, Float / Integer
    sum -= i * 0.25            # Integer * Float
    sum += 3 / 4.0             # Integer / Float
    i += 1
  end
  sum
end

def count_below(limit, xs)
  below = 0
  xs.each do |x|
    below += 1 if x < limit    # Float < Integer
    below += 1 if limit >= x   # Integer >= Float
  end
  below
end

def equal_count(xs)
  n = 0
  xs.each do |x|
    n += 1 if x == 3           # Float == Integer
    n += 1 if 3 != x           # Integer != Float
  end
  n
end

def divide_all(x, ys)
  ys.map { |y| x / y }         # Float / Integer, 0 included: Infinity
end

# Beyond 2**53 a conversion rounds: the comparison must not.
def exact_compare(f, ns)
  ns.map { |n| [n > f, n == f, f < n, f <= n] }
end

# A product that is -0.0 or outside the flonum range is a heap Float.
def products(xs, k)
  xs.map { |x| x * k * 1.0 }
end

# One operator meeting Integers and Floats in turn.
def mixed_site(values)
  acc = 0
  values.each { |v| acc = acc + v }
  acc
end

p scale(1000)
p scale(20000)
xs = (0...300).map { |i| i * 0.5 - 40.0 }
p count_below(7, xs)
p count_below(-3, xs)
p equal_count([1.0, 3.0, 3.5, 3, 2.9999999999999996] * 50)
p divide_all(1.5, [2, 0, -3, 7]).inspect
p divide_all(-0.0, [2, 0, -1])
big = 2**53
p exact_compare(big.to_f, [big - 1, big, big + 1, -big - 1] * 40).uniq
p exact_compare(1.0e17, [10**17 - 1, 10**17, 10**17 + 1] * 40).uniq
p products([0.5, -1.5, 1.0e300, 0.0, -0.0] * 30, 3).uniq
p products([2.0, 4.0] * 40, -0).uniq
p mixed_site([1, 2.5, 3, 4.25] * 40)
p mixed_site([1, 2, 3] * 40)
i = 0
t = 0.0
while i < 500
  t += i.odd? ? i * 1.5 : 1.5 * i
  t -= 100 if t > 1000 && i < 250
  i += 1
end
p t
