# Realistic: matrix multiplication and powers with Array.new(n) { Array.new(n) { 0 } } and nested times.
def zeros(n)
  Array.new(n) { Array.new(n) { 0 } }
end
def identity(n)
  Array.new(n) { |i| Array.new(n) { |j| i == j ? 1 : 0 } }
end
def mat_mul(a, b)
  n = a.length
  c = zeros(n)
  n.times do |i|
    n.times do |j|
      sum = 0
      n.times { |k| sum += a[i][k] * b[k][j] }
      c[i][j] = sum
    end
  end
  c
end
def mat_pow(m, e)
  result = identity(m.length)
  e.times { result = mat_mul(result, m) }
  result
end
def show(m)
  m.each { |row| puts row.map { |v| v.to_s }.join(" ") }
end
a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
show(mat_mul(a, b))
show(identity(3))
fib = [[1, 1], [1, 0]]
p mat_pow(fib, 10)
p mat_pow(fib, 90)[0][1]
p mat_pow(fib, 100)[0][1]
z = zeros(3)
z[1][1] = 5
p z
m = Array.new(3) { |i| Array.new(3) { |j| i * 3 + j } }
show(m)
t = Array.new(3) { |i| Array.new(3) { |j| m[j][i] } }
show(t)
trace = 0
3.times { |i| trace += mat_mul(m, t)[i][i] }
p trace
