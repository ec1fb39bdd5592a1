# splat arguments: spreading Arrays, nil, ranges and other values into calls and Array literals
def three(a, b, c)
  "#{a}-#{b}-#{c}"
end
args = [1, 2, 3]
puts three(*args)
puts three(0, *[5, 6])
puts three(*[7], 8, *[9])
p [1, *[2, 3], *nil, *(4..6)]
p [*"a", *5, *[]]
def count(*a)
  a.size
end
p count(*Array.new(100) { |i| i })
p count(*nil)
begin
  three(*[1, 2])
rescue ArgumentError => e
  puts e.message
end
h = { a: 1, b: 2 }
p [*h]
s = "x"
p s.center(*[5, "*"])
