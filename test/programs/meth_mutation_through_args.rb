# Arrays and strings are passed by reference: mutation inside a method is visible outside.
def append_item(list, item)
  list << item
  nil
end
def reassign(list)
  list = [99]
  list
end
def shout!(s)
  s << "!"
end
a = [1, 2]
append_item(a, 3)
p a
p reassign(a)
p a
s = "hey"
shout!(s)
shout!(s)
p s
t = s
t << "?"
p s
u = s + "."
p s
p u
def fill(list, n, v)
  i = 0
  while i < n
    list[i] = v
    i += 1
  end
  list
end
b = []
r = fill(b, 3, "z")
p b
p r
def pop_two(list)
  [list.pop, list.pop]
end
c = [1, 2, 3, 4]
p pop_two(c)
p c
def modify_copy(list)
  copy = list.dup
  copy << "new"
  copy
end
d = ["old"]
p modify_copy(d)
p d
def num_inc(n)
  n += 1
  n
end
k = 5
p num_inc(k)
p k
