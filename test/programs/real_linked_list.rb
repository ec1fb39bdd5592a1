# Realistic: a singly linked list stored in parallel arrays with a free list.
def new_list(capacity)
  # [values, nexts, head, free]
  nexts = []
  i = 0
  while i < capacity
    nexts << (i + 1 < capacity ? i + 1 : nil)
    i += 1
  end
  [Array.new(capacity), nexts, nil, 0]
end

def alloc(list, value)
  node = list[3]
  return nil if node.nil?
  list[3] = list[1][node]
  list[0][node] = value
  list[1][node] = nil
  node
end

def push_front(list, value)
  node = alloc(list, value)
  return false if node.nil?
  list[1][node] = list[2]
  list[2] = node
  true
end

def push_back(list, value)
  node = alloc(list, value)
  return false if node.nil?
  if list[2].nil?
    list[2] = node
  else
    cur = list[2]
    cur = list[1][cur] until list[1][cur].nil?
    list[1][cur] = node
  end
  true
end

def remove(list, value)
  prev = nil
  cur = list[2]
  while !cur.nil? && list[0][cur] != value
    prev = cur
    cur = list[1][cur]
  end
  return false if cur.nil?
  if prev.nil?
    list[2] = list[1][cur]
  else
    list[1][prev] = list[1][cur]
  end
  list[0][cur] = nil
  list[1][cur] = list[3]
  list[3] = cur
  true
end

def to_a(list)
  out = []
  cur = list[2]
  until cur.nil?
    out << list[0][cur]
    cur = list[1][cur]
  end
  out
end

def reverse!(list)
  prev = nil
  cur = list[2]
  while !cur.nil?
    nxt = list[1][cur]
    list[1][cur] = prev
    prev = cur
    cur = nxt
  end
  list[2] = prev
  list
end

l = new_list(5)
p to_a(l)
p push_back(l, "b")
p push_front(l, "a")
p push_back(l, "c")
p to_a(l)
p remove(l, "b")
p remove(l, "zzz")
p to_a(l)
p push_back(l, "d")
p push_back(l, "e")
p push_back(l, "f")
p push_back(l, "overflow")
p to_a(l)
p to_a(reverse!(l))
p remove(l, "f")
p remove(l, "a")
p to_a(l)
p l[3]
