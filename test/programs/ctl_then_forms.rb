# The optional then / do keywords and one-line forms of every control structure.
x = 2
if x == 2 then puts "if-then" end
if x == 3 then puts "no" elsif x == 2 then puts "elsif-then" end
if x == 3 then puts "no" else puts "else" end
unless x == 3 then puts "unless-then" end
case x when 1 then puts "no" when 2 then puts "when-then" end
case x
when 1 then puts "no"
when 2
  puts "when newline"
end
while x < 4 do x += 1 end
p x
until x == 0 do x -= 2 end
p x
if x == 0
then puts "then on its own line"
end
y = if x == 0 then "zero" else "nonzero" end
p y
if x == 0 then
  puts "then then newline"
end
while x < 2
do_not_confuse = x
x += 1
end
p do_not_confuse
if x == 2 ; puts "semicolon instead of then" ; end
case x
when 2 ; puts "when semicolon"
end
