# Methods may call methods defined later in the file, as long as they exist when called.
def main_flow
  step_one + step_two
end
def step_one
  10
end
def step_two
  helper(5) * 2
end
def helper(n)
  n + 1
end
p main_flow
def ping(n)
  return "done" if n == 0
  pong(n - 1)
end
def pong(n)
  return "done in pong" if n == 0
  ping(n - 1)
end
p ping(4)
p ping(5)
def tree(depth)
  return "leaf" if depth == 0
  "(" + tree(depth - 1) + " " + tree(depth - 1) + ")"
end
p tree(2)
