# ensure in a yielding method runs when the block breaks, returns non-locally, or raises
def with_cleanup(tag)
  puts "open #{tag}"
  begin
    yield 1
    yield 2
    puts "both yielded #{tag}"
    :finished
  ensure
    puts "close #{tag}"
  end
end

r = with_cleanup(:a) { |x| puts "got #{x}" }
p r
r = with_cleanup(:b) { |x| break :broke if x == 1 }
p r
def finder
  with_cleanup(:c) { |x| return "returned #{x}" if x == 2 }
  :not_here
end
p finder
begin
  with_cleanup(:d) { |x| raise ArgumentError, "blk #{x}" }
rescue => e
  p e.message
end
res = [1, 2, 3].map do |v|
  with_cleanup(v) { |x| next x * v }
end
p res
def each_item(items)
  i = 0
  while i < items.size
    begin
      yield items[i]
    rescue ZeroDivisionError
      puts "skip #{items[i]}"
    end
    i += 1
  end
end
each_item([2, 0, 5]) { |v| puts 10 / v }
out = []
each_item([1, 0, 4]) { |v| out << 8 / v; break if v == 4 }
p out
