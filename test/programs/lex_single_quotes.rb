# Single-quoted strings: only \\ and \' are escapes; everything else is literal.
puts 'plain'
puts 'it\'s'
puts 'back\\slash'
puts 'no\nnewline'
puts 'no #{interpolation}'
puts 'tab\t stays'
puts 'lone \ backslash'
p 'it\'s'
p 'a\\b'
p 'a\nb'
p '#{x}'
p '#@x'
p '#$x'
p 'a#b'
p '"double" inside'
p 'a\\b'.length
p 'a\nb'.length
p '\''.length
x = 'single'
p "#{x} and \"double\""
p 'x' + "y" + 'z'
p '' == ""
p ''.empty?
