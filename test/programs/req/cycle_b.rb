# Loaded through req/cycle_a.rb: the cycle back to it ends (require is false).
puts "b start"
p require_relative("cycle_a")
puts "b end"
