# More continuation forms: trailing && || ?, call arguments over several lines, nested brackets.
ok = 1 < 2 &&
  2 < 3 &&
  3 < 4
p ok
any = nil ||
  false ||
  "last"
p any
def total(a, b, c)
  a + b + c
end
t = total(
  1,
  2,
  3,
)
p t
u = total(1,
  total(2,
    3,
    4),
  5)
p u
matrix = [
  [1, 2],
  [3,
   4],
]
p matrix
v = [1, 2, 3]
  .reverse
  .join(
    "/"
  )
p v
w = "a" +
  "b" +
  "c"
p w
x = 1 -
  -1
p x
y = ((1 +
  2) *
  (3 +
  4))
p y
z = true ?
  1 :
  2
p z
