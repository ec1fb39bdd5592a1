# Splat assignment: a splat target (`a, *b = x`, `*a, b = x`, `a, *b, c = x`) takes what the
# other targets leave; splats on the right side (`a, b = *x, y`); targets of every kind;
# destructured block parameters with a splat; and a hot loop for tier 2.
a, *b = [1, 2, 3]
p a, b
*c, d = [1, 2, 3]
p c, d
e, *f, g = [1]
p e, f, g
e, *f, g = [1, 2]
p e, f, g
h, *i = 5
p h, i
j, *k = nil
p j, k
*l = 1, 2
p l
m, *n, o = 1, 2, 3, 4, 5
p m, n, o
x = [9, 8]
q, r = *x, 7
p q, r
s = (t, *u = 1, 2, 3)
p s, t, u
first, *rest = "a b c".split
p first, rest
h2 = {}
h2[:a], *h2[:b] = [1, 2, 3]
p h2
def pair = [3, 4]
v, *w = pair
p v, w
[[1, [2, 3]], [4, [5]]].each do |a1, (b1, *c1)|
  p [a1, b1, c1]
end
class Box
  attr_accessor :items
end
box = Box.new
@head, *box.items = %w[p q r]
p @head, box.items
$g, *$h = 1
p $g, $h
# Hot, so every tier runs the dealing out.
total = 0
i = 0
while i < 3000
  head, *mid, tail = [i, i + 1, i + 2, i + 3]
  total += head + mid.sum + tail
  i += 1
end
p total
# A right side with splats, assigned to one target, is one Array.
arr = [1, 2]
one = 1, *arr
two = *arr
none = *nil
p one, two, none
