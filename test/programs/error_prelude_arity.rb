# A block-taking method of the core library (the prelude's Ruby) given the
# wrong number of arguments: the error names the caller's line, as CRuby's
# methods written in C do, in the report and the backtrace.
begin
  [1, 2, 3].each_slice { |s| p s }
rescue ArgumentError => e
  p e.message, e.backtrace
end
puts "now uncaught:"
[1, 2].each_cons(1, 2) { |x| p x }
