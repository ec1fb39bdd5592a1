# Procs made in a for body all see the loop's one variable (a local of the
# scope around the loop), where those made in each's block see their own
# parameter; a block passed on is called from a for; a return from a for
# at the top level ends the program.
procs = []
for x in [1, 2, 3]
  procs << proc { x * 10 }
end
p procs.map { |q| q.call }
x = 7
p procs.first.call

own = []
[1, 2, 3].each { |y| own << proc { y } }
p own.map { |q| q.call }

def each_call(list, &blk)
  for item in list
    blk.call(item)
  end
end
each_call([4, 5]) { |v| puts "got #{v}" }

counter = 0
bump = proc { counter += 1 }
for _ in 1..3
  bump.call
end
p counter

for last in [:a, :b]
  next if last == :a
  puts "leaving at #{last}"
  return
end
puts "never"
