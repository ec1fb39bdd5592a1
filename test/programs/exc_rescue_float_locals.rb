# locals of mixed types (float/int/string/array) live across raise points in hot loops
def work(n)
  f = 0.5
  s = "s"
  arr = []
  i = 0
  while i < n
    begin
      f += 1.25
      arr << i if i % 1000 == 0
      raise IndexError, "at #{i}" if i % 4999 == 4998
      s = "ok#{i}" if i % 3000 == 0
    rescue IndexError => e
      f -= 0.5
      s = e.message
    end
    i += 1
  end
  [f, s, arr.size, arr.last]
end
p work(10)
p work(20000)
p work(20000)

def outer_loop
  total = 0.0
  5.times do |k|
    begin
      j = 0
      while true
        total += 1.5
        j += 1
        raise ArgumentError, "k#{k}" if j > 4000 + k
      end
    rescue ArgumentError => e
      total += e.message.length
    end
  end
  total
end
p outer_loop

x = 1
y = 2.5
z = "str"
begin
  x += 1
  y *= 2
  z += "!"
  [1, 2].fetch_values rescue nil
  nil.oops
rescue NoMethodError
  p [x, y, z]
end
