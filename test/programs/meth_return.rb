# Implicit and explicit return, early returns from loops and nested conditionals.
def implicit
  1
  2
  3
end
p implicit
def explicit
  return 4
  puts "never"
end
p explicit
def bare_return
  return
end
p bare_return
def early(n)
  return "negative" if n < 0
  if n == 0
    return "zero"
  end
  "positive"
end
p early(-3)
p early(0)
p early(3)
def find_index(list, target)
  i = 0
  while i < list.length
    return i if list[i] == target
    i += 1
  end
  -1
end
p find_index([5, 6, 7], 7)
p find_index([5, 6, 7], 8)
def nested_return(a)
  while true
    while true
      return a * 2 if a > 0
      return "never positive"
    end
  end
end
p nested_return(5)
p nested_return(-5)
def last_is_if(n)
  if n > 0
    "pos"
  end
end
p last_is_if(1)
p last_is_if(0)
def last_is_assign
  v = 10
end
p last_is_assign
def last_is_while
  i = 0
  while i < 3
    i += 1
  end
end
p last_is_while
def return_in_case(x)
  case x
  when 1 then return "one"
  when 2 then return "two"
  end
  "other"
end
p return_in_case(1)
p return_in_case(2)
p return_in_case(3)
def return_value_expression(a, b)
  return a + b * 2
end
p return_value_expression(1, 2)
def last_puts
  puts "printing"
end
p last_puts
def return_array
  return [1, 2]
end
p return_array
