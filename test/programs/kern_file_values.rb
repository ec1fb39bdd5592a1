# __FILE__ as a value: in a constant, a default argument, a case subject,
# a Hash key, and with String methods; it equals the program's own name.
HERE = __FILE__

def log(message, file = __FILE__)
  "[#{file}] #{message}"
end

puts log("start")
puts log("other", "x.rb")
p HERE == __FILE__, HERE.equal?(__FILE__)

case __FILE__
when "kern_file_values.rb" then puts "run by its bare name"
else puts "run by a path"
end

sizes = { __FILE__ => __FILE__.size }
p sizes
p __FILE__.upcase, __FILE__.reverse, __FILE__[0, 4]
p __FILE__.split(".")
p __FILE__ + ":" + __LINE__.to_s
name = __FILE__
3.times { |i| name += i.to_s }
p name, __FILE__
