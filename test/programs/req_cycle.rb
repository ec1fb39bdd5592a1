# a cycle of require_relative ends: the file being loaded counts as loaded
puts "main"
p require_relative("req/cycle_a")
p require_relative("req/cycle_b")
puts "done"
