# Command calls and Ruby's spacing rules: foo -1, foo - 1, foo [1], foo[1], p (x) ** 2.
def foo(x = 100)
  x
end
def list(x = [0, 1, 2])
  x
end
p foo -1
p foo - 1
p foo-1
p foo(-1)
p foo - -1
p list [7]
p list[1]
p list([8])
p list [1, 2][0]
p (2 ** 3) ** 2
p (1 + 2) * 3
p((1 + 2) * 3)
n = 5
p n -1
p n - 1
p n-1
p -n
puts foo 3
puts foo
puts -n
puts (n + 1).to_s + "!"
p foo +2
p foo + 2
p [foo, foo(1)]
p foo.to_s
p foo(1).to_s
