# case / when on strings, nil, true, false and values of mixed classes.
def kind(v)
  case v
  when nil then "nil"
  when true then "true"
  when false then "false"
  when 0 then "zero"
  when "" then "empty string"
  when "a", "b" then "a or b"
  when "0" then "string zero"
  else "other"
  end
end
p kind(nil)
p kind(true)
p kind(false)
p kind(0)
p kind("")
p kind("a")
p kind("b")
p kind("0")
p kind("c")
p kind(1)
p kind([])
def color(name)
  case name
  when "red" then 1
  when "green" then 2
  when "blue" then 3
  end
end
p color("red")
p color("blue")
p color("purple")
s = "he" + "llo"
case s
when "hello"
  puts "strings compare by value"
end
case 1
when "1"
  puts "never"
else
  puts "1 does not match \"1\""
end
case nil
when false
  puts "never"
when nil
  puts "nil matches only nil"
end
