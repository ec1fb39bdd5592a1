# Bignum: -@, abs, succ, pred, even?, odd?, zero? on bignums and around the fixnum boundary.
MAXF = 2 ** 62 - 1
MINF = -2 ** 62
A = 2 ** 90 + 3
B = -(2 ** 90)

p MAXF
p MINF
p MAXF.succ
p MINF.pred
p MAXF.succ.pred
p MINF.pred.succ
p MAXF.succ.pred == MAXF
p MINF.pred.succ == MINF
p -MINF
p -(-2 ** 62)
p -(-MINF)
p -(MINF - 1)
p -(MAXF + 1)
p -(MAXF + 1) == MINF
p MINF.abs
p (MINF - 1).abs
p MAXF.abs
p (-MAXF).abs
p MINF.abs - 1 == MAXF
p (MAXF + 1).pred == MAXF
p (MINF - 1).succ == MINF
p MAXF.succ.succ
p MINF.pred.pred

p -A
p A.abs
p B.abs
p (-A).abs == A
p -B
p -(-A) == A
p A.succ
p A.pred
p B.succ
p B.pred
p (2 ** 64 - 1).succ
p (2 ** 64).pred
p (-(2 ** 64)).succ
p (-(2 ** 64) + 1).pred

def preds(x)
  puts "#{x}: even #{x.even?} odd #{x.odd?} zero #{x.zero?}"
end
preds(A)
preds(B)
preds(A.succ)
preds(B.pred)
preds(MAXF)
preds(MAXF + 1)
preds(MINF)
preds(MINF - 1)
preds(A - A)
preds(B + 2 ** 90)
preds(10 ** 30)
preds(10 ** 30 + 1)
preds(-(10 ** 30) - 1)

p (2 ** 70 - 2 ** 70).zero?
p (2 ** 70 * 0).zero?
p (2 ** 70 / (2 ** 71)).zero?
p (2 ** 70 % 2).zero?
p (3 ** 70).odd?
p (3 ** 70 - 1).even?

# unary minus on expressions and variables
x = 2 ** 100
y = -x
p y
p -y
p -x.abs
p (-x).abs
p -x.succ
p (-x).succ
p x + -x
p -(x * x)
p -x * -x
z = MINF
z = -z
p z
z = -z
p z
p z == MINF

# a counter walked across the boundary with succ and pred
c = MAXF - 3
i = 0
while i < 7
  c = c.succ
  i += 1
end
p c
while i > 0
  c = c.pred
  i -= 1
end
p c
d = MINF + 2
i = 0
while i < 5
  d = d.pred
  puts "#{d} odd=#{d.odd?}"
  i += 1
end
p d.abs
p -d
p d.abs == -d
