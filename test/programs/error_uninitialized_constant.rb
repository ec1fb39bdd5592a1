# Reading a constant that was never assigned raises NameError.
LIMIT = 3
puts LIMIT
puts LIMTI
