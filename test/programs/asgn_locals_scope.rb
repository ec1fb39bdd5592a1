# Local variables: defined by assignment even if not executed; methods have their own scope.
a = 1 if false
p a
if false
  b = 2
end
p b
p c = 3
x = 10
def no_access
  x = 20
  x
end
p no_access
p x
def params_are_local(x)
  x = x * 2
  x
end
p params_are_local(4)
p x
i = 0
while i < 3
  inner = i * 10
  i += 1
end
p inner
d = d
p d
