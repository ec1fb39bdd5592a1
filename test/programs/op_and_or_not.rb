# Low-precedence and / or / not: lower than assignment, return operands.
a = false or true
p a
b = true and false
p b
c = nil || "x"
p c
d = (nil or "y")
p d
e = (1 and 2)
p e
f = (nil and 2)
p f
p((not true))
p((not nil))
p((not 1 == 2))
g = not(false)
p g
h = (not 3)
p h
def say(s)
  puts s
  s
end
say("left") and say("right")
say(nil) and say("never")
say(false) or say("rescued")
say("first") or say("never")
puts "done" if true and not false
puts "also" if false or 1
x = 1
x > 0 and puts "positive"
x < 0 or puts "not negative"
p (true and false or true)
p (true or false and false)
p (not true or true)
p (not (true or true))
