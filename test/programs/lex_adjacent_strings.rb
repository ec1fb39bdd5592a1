# Adjacent string literals concatenate at parse time.
p "abc" "def"
p "abc" 'def'
p 'abc' "def"
p 'a' 'b' 'c'
x = 7
p "x=" "#{x}" " done"
p "a#{x}" "b#{x + 1}"
s = "first " \
  "second " \
  "third"
p s
puts "one" "two"
t = "a" "b"
t << "c"
p t
p("p" "q")
p ("r" "s").length
