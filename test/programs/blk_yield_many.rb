# Methods that yield several times, from while loops, from conditionals and from built-in iterators.
def three_times
  yield 1
  yield 2
  yield 3
end
three_times { |i| puts "call #{i}" }
def my_times(n)
  i = 0
  while i < n
    yield i
    i += 1
  end
  n
end
p(my_times(4) { |i| print i, " " })
puts
p(my_times(0) { |i| puts "never" })
def evens_upto(n)
  k = 0
  until k > n
    yield k if k.even?
    k += 1
  end
end
evens_upto(9) { |e| print e, "," }
puts
def my_map(list)
  out = []
  list.each { |x| out << yield(x) }
  out
end
p my_map([1, 2, 3]) { |x| x * 3 }
def my_select(list)
  out = []
  list.each { |x| out.push(x) if yield(x) }
  out
end
p my_select([5, 12, 7, 20]) { |x| x > 6 }
def pairs(list)
  i = 0
  while i < list.length
    j = i + 1
    while j < list.length
      yield list[i], list[j]
      j += 1
    end
    i += 1
  end
end
pairs([1, 2, 3, 4]) { |a, b| print "(", a, ",", b, ")" }
puts
total = 0
pairs([1, 2, 3]) { |a, b| total += a * b }
p total
