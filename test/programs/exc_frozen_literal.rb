# FrozenError from frozen string literals is rescuable; uncaught one at the end
# frozen_string_literal: true
s = "abc"
begin
  s << "d"
rescue FrozenError => e
  puts "FrozenError: #{e.message}"
end
t = s + "x"
t << "y"
p t
def mutate(str)
  str << "!"
  str
rescue => e
  "#{e.class} #{str}"
end
p mutate("lit")
p mutate("dup".dup)
p mutate(t)
begin
  "z" << "q"
rescue FrozenError => e
  p e.class
end
"final" << "boom"
