# Runtime error: ArgumentError from calling a user method with the wrong number of arguments inside a block.
def area(w, h)
  w * h
end
sizes = [[2, 3], [4, 5], [6]]
sizes.each do |pair|
  if pair.length == 2
    puts area(pair[0], pair[1])
  else
    puts area(pair[0])
  end
end
puts "never printed"
