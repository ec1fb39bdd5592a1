# Double-quoted string escapes: \n \t \s \r \0 \e \\ \" \# and \xHH, printed raw and inspected.
puts "line1\nline2"
puts "a\tb\tc"
puts "space:[\s]"
puts "quote: \" backslash: \\ hash: \#"
puts "hex: \x41\x42\x43 \x61\x62"
puts "hex lower: \x6a\x6B"
puts "tab\x09tab"
p "a\nb"
p "a\tb"
p "a\sb"
p "a\rb"
p "a\0b"
p "a\eb"
p "a\\b"
p "a\"b"
p "a\#b"
p "\#{not interpolated}"
p "\x41"
p "\x7e"
p "\x01\x02\x1f"
p "\x7f"
print "no newline", "\n"
print "cr-lf\r\n"
s = "\\n is not a newline"
puts s
p s.length
p "\0".length
p "\e".length
p "\x41\x42".length
p "\\".length
p "\"".length
p "\n\t\s\r\0\e".length
