# break and return out of blocks that travel as Procs.
def run_it(&b)
  r = b.call(5)
  [:after, r]
end
p run_it { |x| x * 2 }
p run_it { |x| break x * 3 }
def finder(list)
  list.each_with_index { |x, i| run_it { return [x, i] if x > 1 } }
  :none
end
p finder([0, 1, 2, 3])
p finder([0])
def relay(&b)
  [10, 20].each(&b)
end
p relay { |x| break x + 1 if x == 20 }
def yielder(&b)
  yield 4
end
p yielder { |v| v + 1 }
def each_pair_of(a, &blk)
  a.each { |x| blk.call(x, x * x) }
end
out = []
each_pair_of([1, 2]) { |a, b| out << a + b }
p out
