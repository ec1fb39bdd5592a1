# exceptions raised only after methods become hot (JIT), locals visible in rescue/ensure
class Acc
  def initialize
    @total = 0
  end
  def add(v)
    @total += 100 / v
    @total
  rescue ZeroDivisionError
    @total -= 1
  end
  def total
    @total
  end
end

def step(i, limit)
  local = i * 2
  raise ArgumentError, "limit #{i}" if i >= limit
  local + 1
rescue ArgumentError => e
  local - e.message.length
ensure
  local += 1
end

a = Acc.new
s = 0
i = 1
while i <= 30000
  a.add(i % 1000 == 0 ? 0 : i)
  s += step(i, 29990)
  i += 1
end
p a.total
p s

def float_or_int(x)
  y = x * 2
  y + 1
rescue TypeError
  "type error for #{x.inspect}"
rescue NoMethodError
  "nomethod for #{x.inspect}"
end
r = 0
20000.times { |k| r += float_or_int(k) }
p r
p float_or_int(1.5)
p float_or_int("ab")
p float_or_int(nil)
p float_or_int([1])
20000.times { |k| float_or_int(k % 2 == 0 ? k : nil) }
p float_or_int(3)
