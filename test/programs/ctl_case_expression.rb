# case used as an expression: assigned, returned, interpolated, nested.
def grade(score)
  case score / 10
  when 10, 9 then "A"
  when 8 then "B"
  when 7 then "C"
  when 6 then "D"
  else "F"
  end
end
p grade(100)
p grade(95)
p grade(81)
p grade(70)
p grade(65)
p grade(12)
n = 2
word = case n
       when 1 then "one"
       when 2 then "two"
       else "many"
       end
p word
none = case n
       when 5 then "five"
       end
p none
puts "n is #{case n when 2 then "two" else "?" end}"
x = (case n
     when 2
       a = 10
       a * 2
     end) + 1
p x
def nested(a, b)
  case a
  when 0
    case b
    when 0 then "both zero"
    else "a zero"
    end
  else
    case b
    when 0 then "b zero"
    else "neither"
    end
  end
end
p nested(0, 0)
p nested(0, 1)
p nested(1, 0)
p nested(1, 1)
total = 0
i = 0
while i < 6
  total += case i % 3
           when 0 then 100
           when 1 then 10
           else 1
           end
  i += 1
end
p total
