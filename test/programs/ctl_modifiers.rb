# Statement modifiers: if, unless, while, until, applied to various statements.
x = 5
puts "if modifier" if x == 5
puts "never" if x == 6
puts "unless modifier" unless x == 6
y = 10 if x > 3
p y
z = 10 if x > 30
p z
i = 0
i += 1 while i < 10
p i
j = 100
j -= 7 until j < 50
p j
k = 0
k += 1 while false
p k
a = []
a << a.length while a.length < 4
p a
def check(n)
  return "negative" if n < 0
  return "zero" if n == 0
  "positive"
end
p check(-1)
p check(0)
p check(1)
s = "x"
s << "y" unless s.length > 3
s << "z" unless s.length > 3
p s
p x if x.odd?
print "print with modifier\n" if true
n = 3
puts "n=#{n}" if n > 1 && n < 5
v = (x * 2 if x > 1)
p v
w = (x * 2 unless x > 1)
p w
