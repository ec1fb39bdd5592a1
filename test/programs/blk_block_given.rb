# block_given? is true only when the current method call received a block.
def maybe
  if block_given?
    "block: #{yield}"
  else
    "no block"
  end
end
puts maybe
puts maybe { 42 }
puts maybe do "do-block" end
puts(maybe do "do-block 2" end)
puts maybe()
def wrap(list)
  list.map { |x| block_given? ? yield(x) : x }
end
p wrap([1, 2, 3])
p wrap([1, 2, 3]) { |x| x * 100 }
def outer_has
  inner_has
end
def inner_has
  block_given?
end
p outer_has { 1 }
p inner_has { 1 }
p inner_has
def each_or_all(list)
  return list unless block_given?
  list.each { |x| yield x }
  :done
end
p each_or_all([1, 2])
p(each_or_all([1, 2]) { |x| puts x })
p block_given?
