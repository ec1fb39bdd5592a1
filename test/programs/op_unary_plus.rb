# Unary plus on values known only at run time: Integer#+@ and Float#+@
# give the number itself (a generator finding).
def plus(x)
  +x
end

3.times { |k| print(k + +k, "\n") }
p plus(3)
p plus(-2.5)
p plus(2**70)
a = [1, -2, 3.5]
p a.map { |v| +v }
s = 0
i = 0
while i < 200
  s += +i
  i += 1
end
p s
