# exceptions propagate out of blocks run by built-ins (map, sort_by, inject, Hash#each, Array.new, times)
def attempt(label)
  yield
rescue => e
  puts "#{label}: #{e.class} #{e.message.split("\n")[0]}"
else
  puts "#{label}: no error"
end
attempt("map") { [1, 2, 0].map { |x| 6 / x } }
attempt("sort_by") { [3, 1, 2].sort_by { |x| raise "sb #{x}" if x == 1; x } }
attempt("inject") { [1, 2, 3].inject { |a, b| b == 3 ? raise(ArgumentError, "at #{a}") : a + b } }
attempt("hash each") { { a: 1, b: 2 }.each { |k, v| raise KeyError, k.to_s if v == 2 } }
attempt("array new") { Array.new(3) { |i| i == 2 ? nil.boom : i } }
attempt("times") { 5.times { |i| raise IndexError, "t#{i}" if i == 4 } }
attempt("select") { [1, 2].select { |x| x.zork } }
attempt("each_with_index") { ["a", "b"].each_with_index { |s, i| s + i } }
attempt("upto") { 1.upto(3) { |i| 1 / (i - 2) } }
attempt("range each") { (1..4).each { |i| raise "r#{i}" if i > 2 } }
attempt("nested") do
  [1, 2].each do |a|
    [3, 4].each do |b|
      raise "#{a}-#{b}" if a * b == 8
    end
  end
end
attempt("clean") { [1, 2].map { |x| x + 1 } }
x = [1, 2, 3].map do |v|
  [v].map { |w| 10 / (w - 2) }.first
rescue ZeroDivisionError
  0
end
p x
