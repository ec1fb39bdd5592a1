# The value of yield is the value of the block's last expression; methods can use and return it.
def apply(x)
  r = yield x
  "got #{r.inspect}"
end
puts apply(3) { |v| v * 2 }
puts apply(3) { |v| v.to_s + "!" }
puts apply(3) { |v| }
puts apply(3) { |v| v > 2 }
puts apply(3) { |v| if v > 5 then "big" else "small" end }
puts apply(3) { |v| [v, v] }
def transform_all(list)
  out = []
  i = 0
  while i < list.length
    out << yield(list[i])
    i += 1
  end
  out
end
p transform_all([1, 2, 3]) { |x| x * x }
p transform_all(["a", "b"]) { |s| s.upcase }
def count_true(list)
  n = 0
  list.each { |x| n += 1 if yield(x) }
  n
end
p count_true([1, 2, 3, 4, 5]) { |x| x.odd? }
p count_true([1, 2, 3]) { |x| nil }
def last_of_block
  yield
end
p(last_of_block { 1; 2; 3 })
p(last_of_block { x = 5; x += 1 })
p(last_of_block { puts "side effect" })
p(last_of_block { case 2 when 1 then "one" when 2 then "two" end })
