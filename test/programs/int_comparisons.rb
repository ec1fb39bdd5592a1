# Integer comparisons, <=>, == with other classes, and sorting-style helpers.
def cmp_str(a, b)
  case a <=> b
  when -1 then "#{a} < #{b}"
  when 0 then "#{a} == #{b}"
  when 1 then "#{a} > #{b}"
  end
end
puts cmp_str(1, 2)
puts cmp_str(2, 2)
puts cmp_str(3, 2)
puts cmp_str(-100, -200)
def max2(a, b)
  a > b ? a : b
end
def min3(a, b, c)
  m = a
  m = b if b < m
  m = c if c < m
  m
end
p max2(3, 9)
p max2(-3, -9)
p min3(5, 2, 8)
p min3(5, 9, -8)
p 1 == 1
p 1 == 2
p 1 != 2
p 0 == -0
p 5 >= 5
p 5 <= 4
p 3 == nil
p 3 != nil
p 3 == [3]
p 3 <=> 3
p 2 <=> nil
