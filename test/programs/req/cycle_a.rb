# Loaded by req_cycle.rb: requires cycle_b, which requires this file back.
puts "a start"
p require_relative("cycle_b")
puts "a end"
