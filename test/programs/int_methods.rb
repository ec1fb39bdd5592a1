# Integer methods: abs succ pred even? odd? zero? to_i to_s inspect -@ ~.
p 5.abs
p -5.abs
p 0.abs
x = -12
p x.abs
p x.succ
p x.pred
p 9.succ
p 0.pred
p 4.even?
p 4.odd?
p -3.odd?
p -3.even?
p 0.even?
p 0.zero?
p 1.zero?
p -1.zero?
p 42.to_i
p 42.to_s
p -42.to_s
p 42.inspect
p 7.to_s + "!"
p x.abs.to_s.length
p (3 - 10).abs
p 100.succ.succ.pred
p 1000000.to_s.length
n = 0
s = 0
while !n.zero? || s == 0
  s += 1
  n = n.succ
  n = 0 if n > 4
  break if s > 10
end
p s
