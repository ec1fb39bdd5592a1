# Realistic: run-length encoding and decoding of strings and of integer arrays.
def rle_encode(s)
  out = ""
  i = 0
  while i < s.length
    ch = s[i]
    run = 1
    run += 1 while i + run < s.length && s[i + run] == ch
    out << run.to_s << ch
    i += run
  end
  out
end

def rle_decode(s)
  out = ""
  count = 0
  i = 0
  while i < s.length
    ch = s[i]
    d = "0123456789".index(ch)
    if d.nil?
      out << ch * count
      count = 0
    else
      count = count * 10 + d
    end
    i += 1
  end
  out
end

def rle_pairs(list)
  pairs = []
  i = 0
  while i < list.length
    if !pairs.empty? && pairs.last[0] == list[i]
      pairs.last[1] += 1
    else
      pairs << [list[i], 1]
    end
    i += 1
  end
  pairs
end

def expand(pairs)
  out = []
  i = 0
  while i < pairs.length
    k = 0
    while k < pairs[i][1]
      out << pairs[i][0]
      k += 1
    end
    i += 1
  end
  out
end

samples = ["aaabccddddde", "abc", "", "zzzzzzzzzzzz", "aabbaa", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"]
i = 0
while i < samples.length
  enc = rle_encode(samples[i])
  dec = rle_decode(enc)
  puts "#{samples[i].inspect} -> #{enc.inspect} -> ok=#{dec == samples[i]}"
  i += 1
end
data = [1, 1, 1, 2, 2, 3, 1, 1, 0, 0, 0, 0]
pairs = rle_pairs(data)
p pairs
p expand(pairs) == data
p rle_pairs([])
p rle_pairs(["x", "x", "y"])
p rle_decode("3a2b1c")
p rle_decode("10x")
