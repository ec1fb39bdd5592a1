# Fewer arguments than directives: ArgumentError.
puts format("%d", 1)
puts format("%d and %d", 1)
