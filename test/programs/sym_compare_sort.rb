# Symbols order by name: <=> (nil against other classes), < <= > >=, sort, min and max of symbol arrays, length and size, hot loops choosing symbols, and < against an Integer raising ArgumentError.
p :a <=> :b, :b <=> :a, :a <=> :a, :a <=> "a", :a <=> 1
p :apple < :banana, :apple <= :apple, :b > :a, :b >= :c
list = [:pear, :apple, :fig, :banana, :cherry]
p list.sort, list.min, list.max
p list.sort.reverse
p :hello.length, :hello.size, :a.length
counts = [0, 0, 0]
i = 0
while i < 3000
  s = i % 3 == 0 ? :fizz : (i % 3 == 1 ? :buzz : :other)
  if s == :fizz
    counts[0] += 1
  elsif s == :buzz
    counts[1] += 1
  else
    counts[2] += 1
  end
  i += 1
end
p counts
def pick(n)
  case n % 4
  when 0 then :zero
  when 1 then :one
  when 2 then :two
  else :three
  end
end
seen = []
i = 0
while i < 2000
  k = pick(i)
  seen << k if i < 8
  i += 1
end
p seen, seen.sort
p :z < 1
