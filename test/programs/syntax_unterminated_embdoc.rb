# Syntax error: =begin without a matching =end.
p 1
p 2
=begin
this comment never ends
p 3
