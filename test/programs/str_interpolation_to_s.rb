# Interpolation converts each value where it stands, in order, with its
# to_s; a to_s that does not return a String makes the part print as
# Object#to_s would (the object's class and address).
class Foo
  def to_s
    5
  end
end

class Bar
  def to_s
    puts "bar.to_s"
    "bar"
  end
end

class Baz
end

s = "#{Foo.new}"
p s.start_with?("#<Foo:0x")
p s.length > 10
p "#{Baz.new}".start_with?("#<Baz:0x")
p "a#{Bar.new}b#{puts "mid"; 1}c#{Bar.new}"
p "#{nil}#{true}#{false}#{:sym}#{1.5}#{2**70}#{-7}#{[1, "a"]}#{{a: 1}}#{1..2}"
i = 0
parts = []
while i < 5
  parts << "#{i} #{i * i} #{-i}|#{i * 1.5}"
  i += 1
end
p parts
x = "shared"
3.times { |k| p "#{x}-#{k}" }
y = "#{x}"
y << "!"
p x, y
p "#{2**64}#{-(2**64)}#{4611686018427387903}#{-4611686018427387904}"
