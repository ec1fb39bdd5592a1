# An interpolated regexp that does not compile raises RegexpError where it is built.
def pattern(text)
  /^#{text}$/
end

p pattern("ab+")
p pattern("(ab")
puts "not reached"
