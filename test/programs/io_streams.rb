# STDOUT and STDERR, $stdout and $stderr: puts, print, write, <<, printf.
$stdout.puts "one", ["two", ["three"]]
STDOUT.puts
STDOUT.print "a", 1, :b, nil, "\n"
n = $stdout.write("xyz", 42, "\n")
p n
p STDOUT.write
$stdout << "chained " << 1 << " " << 2.5 << "\n"
STDOUT.printf("%05d|%-4s|\n", 42, "ab")
$stdout.printf("%.3f\n", 3.14159)
# (What goes to stderr is checked by test/driver/io_streams_test.cpp.)
warn
p $stdout.equal?(STDOUT), $stderr.equal?(STDERR), STDOUT.equal?(STDERR)
p STDOUT.class, STDOUT.is_a?(IO), IO === $stderr, STDOUT.is_a?(Comparable)
p STDOUT, STDERR, $stdout
p STDOUT.sync, STDERR.sync
p STDOUT.fileno, STDERR.fileno
p STDOUT.flush.equal?(STDOUT)
STDOUT.sync = true
def report(io, text)
  io.puts "[#{text}]"
end
report($stdout, "to stdout")
puts "done"
