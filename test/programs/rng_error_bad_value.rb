# Ends that do not compare make no range: ArgumentError.
p (1..3).to_a
x = "z"
r = 1..x
p r
