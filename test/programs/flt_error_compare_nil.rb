# Comparing a Float with nil raises ArgumentError "comparison of Float with nil failed".
vals = [2.5, 1.0, nil]
p vals[0] < vals[1]
p vals[0] == vals[2]
p vals[0] < vals[2]
puts "not reached"
