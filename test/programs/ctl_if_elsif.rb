# if / elsif / else chains, with and without then, nested, one-line forms.
def classify(n)
  if n < 0
    "negative"
  elsif n == 0
    "zero"
  elsif n < 10
    "small"
  elsif n < 100
    "medium"
  else
    "large"
  end
end
p classify(-5)
p classify(0)
p classify(7)
p classify(42)
p classify(1000)
x = 3
if x == 3 then puts "three" end
if x == 4 then puts "four" else puts "not four" end
if x > 1 then
  puts "then on the same line as the condition"
end
if x > 1
  if x > 2
    puts "nested both"
  else
    puts "nested outer only"
  end
end
if nil
  puts "nil is truthy?"
elsif false
  puts "false is truthy?"
elsif 0
  puts "0 is truthy"
end
if x == 3; puts "semicolon form"; end
if (x > 0 && x < 5) || x == 100
  puts "compound condition"
end
if x
  puts "any non-nil non-false value is true"
end
r = if x > 100 then "big" end
p r
if x > 100
  puts "unreachable"
end
puts "after"
