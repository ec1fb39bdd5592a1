# JIT hazard: 24 locals of mixed types stay live across method calls in a hot loop (register pressure, spills, deopt state with many values).
def churn(a, b, c)
  t = a * 3 + b - c
  u = (t % 97) + (a % 5)
  u * 2 + (b > c ? 1 : 0)
end

def noise(s)
  s.length % 4
end

a1 = 1
a2 = 2
a3 = 3
a4 = 4
a5 = 5
a6 = 6
a7 = 7
a8 = 8
a9 = 9
a10 = 10
a11 = 11
a12 = 12
a13 = 13
a14 = 14
a15 = 15
a16 = 16
s1 = "x"
s2 = "yy"
arr = [0, 0, 0]
f1 = true
f2 = false
n1 = nil
big = 1000000007
neg = -42
i = 0
while i < 6000
  r = churn(a1 + i, a2, a3)
  a1 = (a1 + r) % 1009
  a2 = (a2 + a1 + churn(a4, a5, a6)) % 1013
  a3 = (a3 * 3 + a2) % 1019
  a4 = (a4 + a3 + noise(s1)) % 1021
  a5 = (a5 + a4) % 1031
  a6 = (a6 + a5 + churn(a7, a8, a9 + i)) % 1033
  a7 = (a7 + a6) % 1039
  a8 = (a8 + a7) % 1049
  a9 = (a9 + a8 + noise(s2)) % 1051
  a10 = (a10 + a9) % 1061
  a11 = (a11 + a10 + churn(a12, a13, a14)) % 1063
  a12 = (a12 + a11) % 1069
  a13 = (a13 + a12) % 1087
  a14 = (a14 + a13) % 1091
  a15 = (a15 + a14 + churn(a16, a1, a2)) % 1093
  a16 = (a16 + a15) % 1097
  s1 = s1.length > 20 ? "x" : s1 + "x"
  s2 = i % 100 == 0 ? s2.reverse + "z" : s2
  arr[i % 3] += a16 % 10
  f1 = !f1 if a5 % 7 == 0
  f2 = f1 && a6.even?
  n1 = n1.nil? ? i : nil if i % 250 == 0
  big = (big * 31 + a7) % 1000000007
  neg -= a8 % 3
  if i % 1000 == 999
    p [a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16]
    p [s1.length, s2.length, s2[0, 3], arr, f1, f2, n1, big, neg]
  end
  i += 1
end
