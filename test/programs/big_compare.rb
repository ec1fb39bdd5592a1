# Bignum: < <= > >= == != <=> between bignums, fixnums and mixed; == with other classes; sort, min, max, include?, index and == of arrays holding bignums.
A = 2 ** 70
B = 2 ** 70 + 1
N = -(2 ** 70)
F = 12345
MAXF = 4611686018427387903

def cmp_all(x, y)
  puts "#{x} vs #{y}: < #{x < y} <= #{x <= y} > #{x > y} >= #{x >= y} == #{x == y} != #{x != y} <=> #{x <=> y}"
end

cmp_all(A, B)
cmp_all(B, A)
cmp_all(A, A)
cmp_all(A, 2 ** 70)
cmp_all(A, N)
cmp_all(N, A)
cmp_all(A, F)
cmp_all(F, A)
cmp_all(N, F)
cmp_all(F, N)
cmp_all(N, -F)
cmp_all(MAXF, MAXF + 1)
cmp_all(MAXF + 1, MAXF)
cmp_all(-MAXF - 1, -MAXF - 2)
cmp_all(-MAXF - 2, -MAXF - 1)
cmp_all(0, A)
cmp_all(N, 0)
cmp_all(N, N - 1)

# == with other classes, and <=> with a string
p A == "a"
p A == nil
p A == [A]
p A == true
p A != "1180591620717411303424"
p "a" == A
p nil == A
p [A] == A
p A <=> "a"
p A <=> nil
p (A <=> [1]).nil?
p A == A.to_s
p A.to_s == "1180591620717411303424"

# equality of values computed different ways
p 2 ** 64 == 18446744073709551616
p 2 ** 64 == 2 ** 64 + 0
p 2 ** 64 == 2 ** 64 - 1 + 1
p 3 * 2 ** 70 == A + A + A
p (A * A) / A == A

# arrays
arr = [A, 5, N, MAXF, B, -3, MAXF + 1, 0, 2 ** 100, -(2 ** 100)]
p arr.sort
p arr.min
p arr.max
p arr.include?(2 ** 70)
p arr.include?(2 ** 70 + 2)
p arr.include?(4611686018427387904)
p arr.include?("1180591620717411303424")
p arr.index(2 ** 70 + 1)
p arr.index(4611686018427387904)
p arr.index(-(2 ** 100))
p arr.index(7)
p [A, B] == [2 ** 70, 2 ** 70 + 1]
p [A, B] == [2 ** 70, 2 ** 70]
p [[A], 1] == [[2 ** 70], 1]
p [A] == [A.to_s]
p [A, 1] != [A, 2]
p [MAXF + 1] == [4611686018427387904]
p [3, 1, 2].sort == [1, 2, 3]
s = [B, A, N].sort
p s
p s.first == N
p s.last == B
p [A, N].min
p [N, A].max
p [7, 3 ** 50, -(3 ** 50), 8].sort.reverse
p [10 ** 20, 10 ** 19, 10 ** 21, 10 ** 18].sort
p [5, 4, 3].max == 5

# case/when compares with ===
def classify(x)
  case x
  when 2 ** 70 then "two to the seventy"
  when 0 then "zero"
  when 4611686018427387904 then "just past the max fixnum"
  else "other"
  end
end
puts classify(A)
puts classify(A - A)
puts classify(MAXF + 1)
puts classify(MAXF)
puts classify("x")

# conditions driven by bignum comparisons
x = 1
steps = 0
while x < 10 ** 40
  x *= 7
  steps += 1
end
p steps
p x
until x <= 1
  x /= 2
  steps += 1
end
p steps
