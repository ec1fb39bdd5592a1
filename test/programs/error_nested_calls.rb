# Runtime error: an error raised several method calls deep propagates out uncaught.
def average(list)
  list.sum / list.length
end
def report(name, list)
  puts "#{name}: #{average(list)}"
end
def run_all
  report("a", [1, 2, 3])
  report("b", [10, 20])
  report("empty", [])
  report("c", [5])
end
run_all
puts "never printed"
