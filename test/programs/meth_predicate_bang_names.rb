# Method names ending in ? and ! (user-defined and built-in).
def positive?(n)
  n > 0
end
def small?(n)
  n < 10
end
def reset!(list)
  while !list.empty?
    list.pop
  end
  list
end
def double!(list)
  i = 0
  while i < list.length
    list[i] *= 2
    i += 1
  end
  nil
end
p positive?(5)
p positive?(-5)
p small?(3) && positive?(3)
a = [1, 2, 3]
double!(a)
p a
p reset!(a)
p a
p 4.even?
p 4.odd?
p 0.zero?
p "".empty?
p [].empty?
p nil.nil?
p "abc".include?("c")
p "abc".start_with?("ab")
p "abc".end_with?("bc")
p [1, 2].include?(2)
puts "both" if positive?(1) and small?(1)
x = positive? 2
p x
