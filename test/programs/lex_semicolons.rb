# Semicolons separate statements; blank lines and stray semicolons are fine.
a = 1; b = 2; c = a + b
p a; p b; p c
;
p 4;
def one; 1; end
def two(); 2 end
def three() 3 end
p one; p two; p three
if a == 1; puts "one-if"; end
if a == 2 then puts "no" else puts "else-branch" end
while a < 4; a += 1; end; p a
x = (p 5; 6)
p x


puts "after blank lines"
