# Integer's & | ^ << >> on fixnums (tier 1's fast path) and at its edges: shifts
# that leave the fixnums, negative and huge shift counts, Bignums, and the same
# operators on Strings and Arrays (the send).
def show(*xs)
  p(xs)
end
a = [0, 1, -1, 5, -5, 255, 2**61, -(2**61), 2**62 - 1, -(2**62), 2**62, 2**70, -(2**70)]
ns = [0, 1, 2, 7, 61, 62, 63, 64, 100, -1, -3, -64, -100]
a.each do |x|
  ns.each do |n|
    show x, n, x << n, x >> n
  end
  a.each { |y| show x & y, x | y, x ^ y }
end
s = "ab"
s << "c"
p s, [1] << 2, 3.0.to_i & 1
p (1 << 2.5 rescue $!.class), (1 & 2.0 rescue $!.class)
