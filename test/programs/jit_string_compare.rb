# String comparisons fused with their branches in hot loops (==, !=, <,
# >, against Strings and other values), which executors call through the
# runtime and branch on, both ways often and rarely.
def classify(chars)
  counts = [0, 0, 0, 0, 0]
  chars.each do |c|
    if c == "a"
      counts[0] += 1
    elsif c == "\n"
      counts[1] += 1
    end
    counts[2] += 1 if c < "m"
    counts[3] += 1 if c > "x"
    counts[4] += 1 if c == 5
  end
  counts
end

text = ("abcxyz\nhello world\n" * 30).chars
p classify(text)

def matches(values, target)
  n = 0
  values.each { |v| n += 1 if target == v }
  n
end
p matches(["a", 5, "b", nil, "a", :a] * 20, "a")
p matches(["a", 5, "b", nil, "a", :a] * 20, "zz")

def scan(input)
  i = 0
  words = 0
  while i < input.length
    current = input[i]
    words += 1 if current == " "
    i += 1
  end
  words
end
p scan("the quick brown fox " * 50)
p scan("x" * 100)
