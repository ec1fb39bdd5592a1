# __FILE__ is a keyword: it cannot be assigned.
x = 1
puts x
__FILE__ = "other.rb"
