# Realistic: matrices as arrays of arrays: multiply, transpose, identity, power, printing.
def make_matrix(rows, cols, v)
  m = []
  r = 0
  while r < rows
    m << Array.new(cols, v)
    r += 1
  end
  m
end

def identity(n)
  m = make_matrix(n, n, 0)
  i = 0
  while i < n
    m[i][i] = 1
    i += 1
  end
  m
end

def multiply(a, b)
  rows = a.length
  cols = b[0].length
  inner = b.length
  out = make_matrix(rows, cols, 0)
  r = 0
  while r < rows
    c = 0
    while c < cols
      sum = 0
      k = 0
      while k < inner
        sum += a[r][k] * b[k][c]
        k += 1
      end
      out[r][c] = sum
      c += 1
    end
    r += 1
  end
  out
end

def transpose(a)
  out = make_matrix(a[0].length, a.length, 0)
  r = 0
  while r < a.length
    c = 0
    while c < a[0].length
      out[c][r] = a[r][c]
      c += 1
    end
    r += 1
  end
  out
end

def power(m, e)
  result = identity(m.length)
  base = m
  while e > 0
    result = multiply(result, base) if e.odd?
    base = multiply(base, base)
    e /= 2
  end
  result
end

def show(name, m)
  puts "#{name}:"
  width = 1
  r = 0
  while r < m.length
    c = 0
    while c < m[r].length
      len = m[r][c].to_s.length
      width = len if len > width
      c += 1
    end
    r += 1
  end
  r = 0
  while r < m.length
    line = ""
    c = 0
    while c < m[r].length
      s = m[r][c].to_s
      line << " " * (width - s.length + 1) << s
      c += 1
    end
    puts line
    r += 1
  end
end

a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
show("a", a)
show("b", b)
show("a * b", multiply(a, b))
show("b * a", multiply(b, a))
show("transpose(a)", transpose(a))
show("identity(3)", identity(3))
p multiply(a, identity(3)) == a
fibm = [[1, 1], [1, 0]]
show("fib matrix ** 10", power(fibm, 10))
p power(fibm, 50)[0][1]
p transpose(transpose(b)) == b
