# Syntax error: elsif after else.
n = 5
if n < 3
  puts "small"
else
  puts "big"
elsif n == 5
  puts "five"
end
