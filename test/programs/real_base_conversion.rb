# Realistic: converting integers between bases by hand and checking against to_s(base).
DIGIT_CHARS = "0123456789abcdefghijklmnopqrstuvwxyz"

def to_base(n, base)
  return "0" if n == 0
  negative = n < 0
  n = -n if negative
  out = ""
  while n > 0
    out = DIGIT_CHARS[n % base] + out
    n /= base
  end
  negative ? "-" + out : out
end

def from_base(s, base)
  negative = s.start_with?("-")
  i = negative ? 1 : 0
  value = 0
  while i < s.length
    d = DIGIT_CHARS.index(s[i].downcase)
    return nil if d.nil? || d >= base
    value = value * base + d
    i += 1
  end
  negative ? -value : value
end

def convert(s, from, to)
  v = from_base(s, from)
  v.nil? ? "invalid" : to_base(v, to)
end

nums = [0, 1, 7, 8, 255, 256, -42, 1000000, 2 ** 40 + 17, 4611686018427387903]
bases = [2, 3, 8, 16, 36]
all_ok = true
i = 0
while i < nums.length
  line = "#{nums[i]}:"
  j = 0
  while j < bases.length
    s = to_base(nums[i], bases[j])
    all_ok = false if s != nums[i].to_s(bases[j])
    all_ok = false if from_base(s, bases[j]) != nums[i]
    line << " " << s if nums[i].abs < 100000
    j += 1
  end
  puts line
  i += 1
end
p all_ok
p convert("ff", 16, 2)
p convert("FF", 16, 10)
p convert("777", 8, 16)
p convert("zz", 36, 10)
p convert("102", 2, 10)
p convert("-1010", 2, 10)
p from_base("0", 7)
