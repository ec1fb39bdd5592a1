# %d of a String that is not an integer: ArgumentError.
puts format("%d", "12")
puts format("%d", "twelve")
