# break out of map, select, inject and loop: the method returns break's value instead of its usual result.
r = [1, 2, 3, 4].map { |x| break x if x == 3; x * 2 }
p r
r = [1, 2, 3].map { |x| break if x == 2; x }
p r
r = [1, 2, 3, 4].select { |x| break "stopped" if x == 4; x.odd? }
p r
r = [5, 6, 7].inject(0) { |s, x| break s if x == 7; s + x }
p r
r = [5, 6, 7].sort_by { |x| break -1 }
p r
r = [3, 4].any? { |x| break "any broke" }
p r
i = 0
r = loop do
  i += 1
  break i * 100 if i == 4
end
p r
r = loop { break }
p r
n = 0
loop do
  n += 1
  next if n < 3
  break
end
p n
acc = []
r = loop do
  acc << acc.length
  break acc if acc.length == 3
end
p r
r = Array.new(5) { |k| break k if k == 2; k }
p r
