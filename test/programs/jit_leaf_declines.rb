# Built-ins tier 2 calls directly (leaves), and the arguments their leaves
# decline: the same sites meet ordinary arguments for a while, then the
# ones only the full method handles (a raise, a copy, a Bignum).

def pick(a, i)
  a[i]
end

def shift(x, n)
  x >> n
end

def trunc(f)
  f.to_i
end

def sine(x)
  Math.sin(x)
end

def make(n)
  Array.new(n)
end

def ends(a, b)
  (a..b).to_a.size
end

arr = [10, 20, 30, 40, 50]
sum = 0
300.times do |k|
  sum += pick(arr, k % 5)
  sum += shift(1 << 20, k % 7)
  sum += trunc(k * 1.5)
  sum += (sine(k) * 1000).to_i
  sum += make(k % 4).size
  sum += ends(k, k + 3)
  sum += (-k).abs + (k * 0.5).abs.to_i + (-(k * 2.0)).to_i
end
p sum

# The declined arguments, at the same sites.
p pick(arr, 1..3)
p pick(arr, -2)
p shift(1, -70)
p shift(-12345, 200)
p shift(3, 2**70)
begin
  trunc(0.0 / 0.0)
rescue FloatDomainError => e
  p e.message
end
begin
  trunc(1.0 / 0.0)
rescue FloatDomainError => e
  p e.message
end
begin
  sine("1")
rescue TypeError => e
  p e.message
end
p sine(2**70).round(6)
begin
  make(-1)
rescue ArgumentError => e
  p e.message
end
p make([1, 2, 3])
p ends(1, nil.to_i)
begin
  ends("a", 3)
rescue ArgumentError => e
  p e.message
end
p (2**64).abs, (-(2**64)).abs
s = "h\u00e9llo"
300.times { |k| sum += s[k % 5].size + s.length + (s[k % 3] == "h" ? 1 : 0) }
p sum
p s[1..2], s[-1], s[9], s["ll"], s[1, 2]
