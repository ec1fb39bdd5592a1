# case / when on integers with single and multiple values, then, else and no match.
def describe(n)
  case n
  when 0
    "zero"
  when 1, 2, 3
    "small"
  when 4, 5, 6 then "medium"
  when 7 then "seven"
  else
    "big"
  end
end
i = 0
while i <= 8
  puts "#{i}: #{describe(i)}"
  i += 1
end
x = 10
case x
when 5
  puts "five"
when 10
  puts "ten"
end
case x
when 1
  puts "one"
end
puts "no match, no else: nothing printed"
case x * 2
when 20 then puts "expression subject"
end
case x when 10 then puts "all on one line" end
case x
when 9; puts "nine"
when 10; puts "semicolon after when"
end
case -1
when -1
  puts "negative literal"
end
y = 3
case 3
when y
  puts "when with a variable"
end
case 4
when y + 1
  puts "when with an expression"
end
