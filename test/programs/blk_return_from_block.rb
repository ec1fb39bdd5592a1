def find_first(arr)
  arr.each { |x| return x * 10 if x > 2 }
  :none
end
p find_first([1, 2, 3, 4])
p find_first([1])

def nested(a, b)
  a.each do |x|
    b.each do |y|
      return [x, y] if x + y == 7
    end
  end
  nil
end
p nested([1, 2, 3], [4, 5, 6])
p nested([1], [1])

def g
  r = yield
  p [:g_after, r]
  :g_done
end
def via_yield
  g { return 5 }
  7
end
p via_yield

def times_loop(n)
  n.times do |i|
    return false unless i < 3
  end
  true
end
p times_loop(2)
p times_loop(10)

class Bench
  def inner_benchmark_loop(inner_iterations)
    inner_iterations.times do
      return false unless verify_result(benchmark)
    end
    true
  end
  def benchmark; 669; end
  def verify_result(r); r == 669; end
end
p Bench.new.inner_benchmark_loop(5)

def recursive(n)
  [n].each { |x| return x if x == 0; return recursive(x - 1) + 1 }
end
p recursive(50)

def mix(arr)
  arr.each_with_index do |x, i|
    [1].each { break } 
    return i if x == :b
  end
  -1
end
p mix([:a, :b, :c])
total = 0
[1, 2, 3].each { |x| total += x; return if x == 2 }
p total
