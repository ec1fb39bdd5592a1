# Methods that call a block-taking method and yield from inside that inner block.
def each_twice(a)
  a.each { |x| yield x; yield x }
end
each_twice([1, 2, 3]) { |x| print x, " " }
puts
p(each_twice([4]) { |x| x })
def each_doubled(a)
  a.map { |x| yield x * 2 }
end
p(each_doubled([1, 2, 3]) { |v| v + 1 })
def each_index_value(a)
  a.each_with_index { |x, i| yield i, x }
end
each_index_value(["a", "b", "c"]) { |i, x| puts "#{i}=#{x}" }
def grid(rows, cols)
  rows.times do |r|
    cols.times { |c| yield r, c }
  end
end
grid(2, 3) { |r, c| print "[", r, c, "]" }
puts
def filtered(a)
  a.select { |x| yield x }
end
p(filtered([1, 2, 3, 4, 5, 6]) { |x| x % 3 == 0 })
def sum_by(a)
  a.inject(0) { |s, x| s + yield(x) }
end
p(sum_by([1, 2, 3]) { |x| x * x })
def outer(a)
  middle(a) { |x| yield x + 1000 }
end
def middle(a)
  a.each { |x| yield x * 10 }
end
outer([1, 2]) { |v| p v }
def upto_yield(n)
  1.upto(n) { |i| yield i }
end
upto_yield(3) { |i| print i }
puts
