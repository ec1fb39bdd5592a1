# JIT hazard: constants are never reassigned (CRuby would warn on stderr), but the array and string they name are mutated inside hot loops.
TABLE = [1, 2, 3, 4]
NAME = "t"
def weight(i)
  TABLE[i % TABLE.length]
end

def tag
  NAME + ":" + TABLE.length.to_s
end

total = 0
i = 0
while i < 12000
  w = weight(i)
  total += w.nil? ? 1000 : w
  if i == 3000
    TABLE << 100
    NAME << "able"
  end
  if i == 6000
    TABLE[0] = -50
    TABLE[9] = 7
  end
  if i == 9000
    TABLE.pop
    TABLE.shift
  end
  if i % 1500 == 0 || i == 3001 || i == 6001 || i == 9001
    puts "i=#{i} total=#{total} #{tag}"
  end
  i += 1
end
p TABLE
p NAME
p total
def late
  LATE * 2
end
LATE = 21
x = 0
i = 0
while i < 4000
  x += late
  i += 1
end
p x
