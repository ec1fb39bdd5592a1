# A recursive method whose start writes an ivar before its first branch:
# tier 2 may inline that start and call the method on the branch's other
# side, which must not run the write twice (it once counted 3151, not 1957).
class Counter
  def run(depth)
    @count = 0
    @log = []
    rec(depth)
    @count
  end

  def rec(n)
    @count += 1
    j = n
    while j > 0
      j -= 1
      rec(n - 1)
    end
  end

  def tally(n)
    @seen = (@seen || 0) + n
    return @seen if n.zero?
    tally(n - 1)
  end
end

c = Counter.new
k = 0
while k < 4
  p c.run(6)
  k += 1
end
p c.tally(40)
p (1..60).map { |i| c.tally(i % 5) }.last
