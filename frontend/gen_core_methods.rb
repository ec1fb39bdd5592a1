# Regenerates core_methods.def: the public methods of the tier-A built-in
# classes, and the private Kernel methods, that rhz does not provide.
# The subset checks reject calls to these names (unless the program defines
# a method of that name itself), because rhz would otherwise raise
# NoMethodError where CRuby runs the method; and the core constants rhz
# does not have.
#
#   ruby frontend/gen_core_methods.rb > frontend/core_methods.def

# CRuby's constants, before this script adds its own.
CORE_CONSTANTS = Object.constants.map(&:to_s)

TIER_A = {
  Integer => %w[+ - * / % ** -@ ~ & | ^ << >> == != < <= > >= <=> abs succ pred even? odd? zero?
                to_s to_i inspect],
  String => %w[+ * == != <=> < > length size empty? to_s to_i inspect upcase downcase capitalize
               reverse include? start_with? end_with? index [] <<],
  Array => %w[[] []= << push pop shift unshift length size empty? first last include? index join
              reverse + == != inspect to_s dup sort min max sum],
  NilClass => %w[nil? to_s inspect == != ! & |],
  TrueClass => %w[to_s inspect == != ! & | nil?],
  FalseClass => %w[to_s inspect == != ! & | nil?],
}
EVERY_OBJECT = %w[nil? == != ! inspect to_s]
# Tier B's methods that rhz provides already.
BLOCKS = %w[times upto downto step each each_with_index map select reject inject reduce sort_by
            any? all? count to_a to_f round floor ceil nan? finite? infinite? %
            fetch delete keys values key? has_key? member? store each_pair]
BLOCKS_SELF = %w[block_given? loop format sprintf]
# Tier C's Kernel methods that rhz provides already.
LIBRARY_C_SELF = %w[exit Integer raise proc printf equal? require_relative class rand srand hash eql? warn
                    freeze frozen? dup clone respond_to? Float Array tap then yield_self to_enum enum_for]
# Tier C's library methods that rhz provides already.
LIBRARY_C = %w[collect reverse! clone divmod chr ord ljust rjust center split uniq uniq! flatten zip rotate fill insert delete_at at slice slice! sort! sort_by!
               each_index each_slice equal? sub gsub class freeze frozen? delete compact compact! map! collect!
               include include? between? clamp is_a? kind_of? instance_of? ancestors respond_to?
               entries flat_map collect_concat filter filter_map partition group_by tally find detect
               find_index each_with_object take take_while drop drop_while none? min_by max_by each_cons
               to_h
               b bytes bytesize getbyte setbyte encoding force_encoding chars each_char
               hash eql? tr tr_s squeeze
               strip lstrip rstrip minmax reverse_each rindex values_at clear
               truncate delete_if reject! select! keep_if filter! one?
               fetch product combination permutation transpose dig cycle minmax_by
               gcd lcm fdiv digits pow negative? positive?
               chomp chomp! chop chop! lines each_line to_sym intern upcase! downcase! capitalize! swapcase swapcase! concat sum
               tap then yield_self
               to_enum enum_for next peek rewind with_index with_object]
# Regular expressions (runtime/regexp.h) and find, which so_fasta calls
# beside them; `match` and the globals a match sets stay outside.
regexps = %w[=~ !~ match? scan find detect sub! gsub!]
allowed = TIER_A.values.flatten | EVERY_OBJECT | BLOCKS | LIBRARY_C | regexps
receiver = TIER_A.keys.flat_map { |k| k.public_instance_methods.map(&:to_s) }.uniq - allowed
# Without a receiver a call reaches main, an Object: Kernel's private
# methods and every public method of Object.
implicit_self = (Kernel.private_instance_methods + Object.public_instance_methods).map(&:to_s).uniq -
                %w[puts print p] - EVERY_OBJECT - BLOCKS_SELF - LIBRARY_C_SELF
# The exception classes are values a program may raise, rescue and derive from.
EXCEPTION_CLASSES = %w[Exception StandardError SignalException Interrupt SystemExit NameError NoMethodError
                       ArgumentError TypeError ZeroDivisionError RangeError IndexError KeyError RuntimeError
                       FrozenError SystemStackError NoMemoryError LocalJumpError ScriptError NotImplementedError
                       FloatDomainError LoadError EncodingError RegexpError]
# The core classes and modules that are values a program may name (`x.is_a?(Integer)`,
# `include Comparable`).
core_class_values = %w[Integer Float String Symbol NilClass TrueClass FalseClass Range Hash Proc Kernel
                       Comparable Enumerable Module Class BasicObject Struct Enumerator]
constants = CORE_CONSTANTS.select { |c| c =~ /\A[A-Z]/ } - %w[Array Math] -  # Array.new, Math.sqrt
            core_class_values -
            %w[ARGV RUBY_ENGINE Process File Time Object] -  # the program's environment (runtime/environment.cpp)
            %w[Random] -  # Random.new(seed) (runtime/random_class.cpp)
            %w[IO STDOUT STDERR] -  # the streams a program writes to (runtime/io.cpp)
            EXCEPTION_CLASSES

puts "// Generated by gen_core_methods.rb from CRuby #{RUBY_VERSION}; do not edit."
puts "// RECEIVER(name): a public method of a tier-A class that rhz lacks."
puts "// SELF(name): a method main (an Object) has, called without a receiver, that rhz lacks."
puts "// CONSTANT(name): a constant of the core library that rhz lacks."
puts "// DERIVABLE(name): a class of the core library a program's class may derive from."
receiver.sort.each { |m| puts "RECEIVER(#{m.dump})" }
implicit_self.sort.each { |m| puts "SELF(#{m.dump})" }
constants.sort.each { |c| puts "CONSTANT(#{c.dump})" }
EXCEPTION_CLASSES.each { |c| puts "DERIVABLE(#{c.dump})" }
