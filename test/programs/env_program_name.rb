# $0 and $PROGRAM_NAME name the program as it was given (its main file's
# __FILE__, in a required file too), $* is ARGV, and both idioms built on
# them work: `if __FILE__ == $0` and a usage line naming the script.
require_relative "req/main_guard"

def usage
  "usage: #{File.basename($0)} [options]"
end

p $0 == __FILE__, $PROGRAM_NAME == $0, $0.equal?($PROGRAM_NAME)
puts usage
puts "#$0 and #{$PROGRAM_NAME}"
p $*, $*.equal?(ARGV)
p defined?($0), defined?($PROGRAM_NAME), defined?($*)
puts library_greeting

if __FILE__ == $0
  puts "running as the program"
end

# A program may rename itself; both names follow.
$0 = "renamed"
p $0, $PROGRAM_NAME
$PROGRAM_NAME = "again"
p $0
