# String#ljust/rjust/center with and without pad strings (multi-character pads,
# widths below the length); String#split with a separator, " ", none, and limits.
s = "abc"
p s.ljust(6)
p s.rjust(6)
p s.center(6)
p s.center(7)
p s.ljust(2)
p s.rjust(3)
p s.center(0)
p s.center(-4)
p s.ljust(7, "*")
p s.rjust(7, "12")
p s.ljust(8, "12")
p s.center(8, "12")
p s.center(9, "xyz")
p s.center(4, "<>")
p s.rjust(10, "-=+")
p "".ljust(3, "ab")
p "".center(5, "ab")
p "".rjust(0)
p "é".ljust(3, "*")
p "日本".center(6, "·")
p s.ljust(5, "é")
p s
[1, 22, 333, 4444].each do |n|
  puts "|#{n.to_s.rjust(5)}|#{n.to_s.ljust(5, ".")}|#{n.to_s.center(6, "_")}|"
end
p "a,b,c".split(",")
p "a,,b,,".split(",")
p ",a,b".split(",")
p ",,,".split(",")
p "".split(",")
p "abc".split(",")
p "a--b----c".split("--")
p "a--b----c".split("-")
p "abc".split("")
p "one two".split("two")
p "  lead  and   trail  ".split(" ")
p "  lead  and   trail  ".split
p "tabs\tand\nnewlines \t mixed".split
p "    ".split
p "".split
p "   ".split(" ")
p "a b  c".split("  ")
p "a,b,c,d".split(",", 2)
p "a,b,c,d".split(",", 1)
p "a,b,c,d".split(",", 4)
p "a,b,c,d".split(",", 9)
p "a,b,,,".split(",", 3)
p "a,b,,,".split(",", -1)
p ",a,,b,,".split(",", -1)
p "".split(",", -1)
p ",".split(",", -1)
p "  x  y  z  ".split(" ", 2)
p "  x  y  z  ".split(" ", -1)
p "  x  y  z  ".split(" ", 1)
p "x y".split(" ", 0)
p "a,,".split(",", 0)
p "é,ü,".split(",")
line = "name=ann;age=31;city=oslo"
line.split(";").each do |pair|
  kv = pair.split("=", 2)
  puts kv[0].ljust(6, ".") + kv[1].rjust(6)
end
words = "the quick  brown fox".split
p words
puts words.join("|").center(24, "*")
