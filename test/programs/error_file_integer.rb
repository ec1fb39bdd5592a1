# __FILE__ read as a number: Integer() refuses it, naming the string.
puts "converting"
n = Integer(__FILE__)
puts n
