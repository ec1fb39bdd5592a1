# sort compares the pairs CRuby's merge sort compares, in its order, so the
# pair that cannot be compared is CRuby's: here "x" and 5.
words = ["pear", "fig", "apple", "kiwi", "date"]
p words.sort
p [9, 2, 7, 4, 1, 8].sort
p [3, 1.5, 2**70, -2].sort
mixed = [3, 1, 2, "x", 5]
p mixed.sort
puts "not reached"
