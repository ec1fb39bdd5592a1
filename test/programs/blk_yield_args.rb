# yield with zero, one, two and three arguments, including nil, arrays and expressions as arguments.
def y0
  yield
end
def y1(v)
  yield v
end
def y2(a, b)
  yield a, b
end
def y3
  yield 1, "two", :three
end
y0 { puts "zero" }
y1(5) { |x| puts "one #{x}" }
y1(nil) { |x| p x }
y1([1, 2, 3]) { |x| p x }
y2("a", "b") { |x, y| puts x + y }
y2(2, 3) { |x, y| p x ** y }
y3 { |a, b, c| p a; p b; p c }
y3 { |a, b, c| puts "#{a} #{b} #{c}" }
def y_expr(n)
  yield n * 2, n + 1, n.to_s
end
y_expr(7) { |a, b, c| p [a, b, c] }
def y_paren(n)
  yield(n, n)
end
y_paren(4) { |a, b| p a + b }
def y_nested(n)
  yield(yield(n))
end
p(y_nested(3) { |v| v * 10 })
