# A heredoc whose terminator never comes: CRuby names it at the opening line.
puts "before"
text = <<~EOS
  the body goes on
  and on
puts text
