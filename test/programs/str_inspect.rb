# String#inspect escaping as Ruby does it, and p / interpolation of inspected strings.
p "plain"
p ""
p "with \"quotes\""
p "back\\slash"
p "new\nline"
p "tab\there"
p "cr\rret"
p "esc\e"
p "nul\0"
p "bell\x07"
p "bs\x08"
p "vt\x0b"
p "ff\x0c"
p "del\x7f"
p "ctl\x01\x1f"
p "hash # alone"
p "hash \#{ interp"
p "hash \#$ dollar"
p "hash \#@ at"
p "#"
p "a#"
p "\#{"
p "single ' quote"
p "space\s"
s = "q\"\\\n"
p s
p s.inspect
p s.inspect.length
puts s.inspect
puts "x".inspect.inspect
p "#{"in"}side"
p "\x41\x42"
arr = ["a\nb", "c\"d"]
p arr
puts arr.inspect
p arr.to_s
