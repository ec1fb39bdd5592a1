# if, unless, while, until and case are expressions with values.
a = if true then 1 else 2 end
p a
b = if false then 1 end
p b
c = if nil then 1 elsif 2 then "elsif value" else 3 end
p c
d = unless false then "unless value" end
p d
e = while false do end
p e
f = until true do end
p f
g = case 5 when 5 then "case value" end
p g
h = if true
  x = 3
  x * x
end
p h
def abs_value(n)
  if n < 0
    -n
  else
    n
  end
end
p abs_value(-8)
p abs_value(8)
def nothing(n)
  if n > 0
    "positive"
  end
end
p nothing(1)
p nothing(-1)
p [if true then "in" end, unless true then "out" end]
p (if 1 > 2 then "yes" else "no" end).upcase
total = (if a == 1 then 10 else 20 end) + (if b then 1 else 2 end)
p total
puts "#{if a == 1 then "one" end}"
k = 0
m = while k < 3 do k += 1 end
p m
p k
