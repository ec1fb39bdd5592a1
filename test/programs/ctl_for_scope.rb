# A for loop opens no scope: its variable and the locals its body assigns
# belong to the code around it, before, during and after the loop, in a
# method and at the top level; blocks in the body share them too.
def squares(n)
  out = []
  for i in 1..n
    sq = i * i
    out << sq
  end
  [out, i, sq]
end
p squares(4)
p squares(0)

total = 10
for t in [1, 2, 3]
  total += t
  last = t
end
p [total, t, last]

for u in []
  never = 1
end
p u, never

v = :before
for v in [:a, :b]
end
p v

counts = []
for n in 1..3
  [10, 20].each { |m| counts << n * m }
  seen = counts.length
end
p counts, seen

def nested
  pairs = []
  for a in 1..3
    for b in a..3
      pairs << [a, b] if (a + b).odd?
    end
  end
  [pairs, a, b]
end
p nested

acc = 0
[1, 2].each do |outer|
  for inner in [outer, outer * 100]
    acc += inner
  end
  p inner
end
p acc
