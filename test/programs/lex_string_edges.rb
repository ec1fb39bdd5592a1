# String literal edge cases: braces and quotes inside interpolation, empty strings, # signs.
x = 3
p "#{"}"}"
p "#{"{"}"
p "#{'"'}"
p "a#{x}#"
p "##{x}"
p "#x"
p "{#{x}}"
p "#{x}#{x}"
p "#{"#{"#{x}"}"}"
p "#{[x, "y"].join("}")}"
p "pre-#{x > 2 ? "big" : "small"}-post"
p ""
p ''
p "" + '' + ""
p "\\#{x}"
p "\\\#{x}"
p 'don\'t'
p "say \"#{x}\""
p "#{x}\n#{x}"
p "#{nil.inspect}"
p "#{"".empty?}"
