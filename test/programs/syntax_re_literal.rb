# A regexp literal that does not compile is a syntax error, before anything runs.
puts "before"
x = 1
re = /a(b/
puts re
