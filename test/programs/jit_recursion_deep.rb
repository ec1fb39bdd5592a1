# JIT hazard: recursion about 5,000 frames deep that succeeds, entered repeatedly from a loop after the callee is hot.
def depth_sum(n)
  n == 0 ? 0 : n + depth_sum(n - 1)
end

def count_down(n, acc)
  return acc if n == 0
  count_down(n - 1, acc + n % 3)
end

def walk(list, i)
  return 0 if i >= list.length
  list[i] + walk(list, i + 1)
end

r = 0
k = 0
while k < 20
  r += depth_sum(4000 + k * 50)
  k += 1
end
p r
p depth_sum(5000)
p count_down(5000, 0)
list = Array.new(5000, 2)
list[4999] = 7
p walk(list, 0)
t = 0
k = 0
while k < 3000
  t += depth_sum(k % 40)
  k += 1
end
p t
p depth_sum(4999) - depth_sum(4998)
