# << push pop shift unshift: stack and queue operations and their return values.
a = []
a << 1
a << 2 << 3
p a
r = a.push(4)
p r
a.push(5, 6)
p a
p a.pop
p a.pop
p a
p a.shift
p a
r = a.unshift(0)
p r
a.unshift(-2, -1)
p a
p a.length
e = []
p e.pop
p e.shift
p e
stack = []
stack.push(1)
stack.push(2)
stack.push(3)
out = []
while !stack.empty?
  out << stack.pop
end
p out
queue = []
queue << "a" << "b" << "c"
q = []
while queue.length > 0
  q << queue.shift
end
p q
b = [1, 2]
c = (b << [3, 4])
p c
p b.length
p b.pop
