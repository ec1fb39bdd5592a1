# begin ... end without rescue groups statements into one expression whose
# value is the last one's; only a begin block itself makes a modifier
# while a do-while, not one in parentheses or assigned.
x = begin
  a = 1
  a + 41
end
p x
p(begin end)
p(begin; 1; 2; end * 3)

(begin; puts "never"; end) while false
y = begin; puts "never either"; end while false
p y

z = 0
y = begin z += 1 end until true
p y, z

w = begin
  begin
    5
  end + 1
end
p w

def pick(flag)
  begin
    v = flag ? :yes : :no
  end
  v
end
p pick(true), pick(false)

puts "the end" if begin 1 > 0 end
