# Comments: line comments, trailing comments, =begin/=end blocks, # inside strings.
# a full-line comment
puts "start" # a trailing comment
x = 1 # x = 2
p x
=begin
puts "this is inside a block comment"
x = 100
=end
p x
puts "# not a comment"
puts '# also not a comment'
p "a # b"
    # an indented comment
y = 3 +  # comment after an operator
  4
p y
=begin extra text after begin is allowed
p "hidden"
=end
=begin
=end
puts "end"
#last line comment
