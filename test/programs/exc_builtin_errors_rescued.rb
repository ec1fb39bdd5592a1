# built-in errors raised by the runtime are rescuable with correct class/message
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message.split("\n")[0]}"
end

def two(a, b)
  a + b
end

try("zerodiv") { 1 / 0 }
try("zeromod") { 5 % 0 }
try("nomethod") { nil.frobnicate }
try("nomethod int") { 5.upcase }
try("typeerror") { 1 + "a" }
try("typeerror str") { "a" + 1 }
try("argerror few") { two(1) }
try("argerror many") { two(1, 2, 3) }
try("keyerror") { { :a => 1 }.fetch(:b) }
try("keyerror str") { { "a" => 1 }.fetch("zz") }
try("indexerror") { a = [1, 2]; a[-5] = 1 }
try("integer") { Integer("abc") }
try("frozen") { "abc".freeze << "d" }
try("comparison") { [3, "a"].sort }
try("float div") { 1.0 / 0 }
try("undefined local") { undefined_thing }
try("neg array") { Array.new(-1) }
try("neg str mul") { "x" * -1 }
try("nil plus") { nil + 1 }
try("sym") { :sym.unknown }
try("domain") { Math.sqrt(-1) }
class Foo
end
try("new args") { Foo.new(1) }
begin
  Foo.new.bar
rescue NoMethodError => e
  puts "no method on obj: #{e.class}"
end
begin
  two
rescue ArgumentError => e
  puts e.message
end
