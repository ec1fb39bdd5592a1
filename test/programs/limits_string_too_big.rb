# A runaway allocation: the output so far is written, then the program
# stops with CRuby's NoMemoryError report and status 1, not killed.
def banner(n)
  "=" * n
end

puts banner(10)
puts "about to ask for a terabyte"
huge = banner(10**12)
puts huge.size
