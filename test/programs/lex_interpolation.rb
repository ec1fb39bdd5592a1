# String interpolation: expressions, to_s of every value type, nesting.
a = 5
b = "str"
puts "a is #{a}"
puts "sum #{a + 10} and product #{a * 3}"
puts "#{a}#{a}#{a}"
puts "#{b}"
puts "nil:[#{nil}] true:[#{true}] false:[#{false}]"
puts "array: #{[1, "two", nil, [3]]}"
puts "empty: #{[]}"
puts "nested: #{"inner #{a + 1}"}"
puts "deep: #{"x#{"y#{"z#{a}"}"}"}"
c = "c"
puts "a#{ "b#{c}" }"
puts "method: #{b.upcase} #{b.length}"
puts "cond: #{a > 3 ? "big" : "small"}"
puts "if: #{if a == 5 then "five" else "other" end}"
puts "seq: #{x = 1; x + 1}"
puts "neg: #{-a}"
puts "#{}empty braces"
puts "text #{a} text #{b} text"
s = "v=#{a}"
p s
p s.length
p "#{1}#{2}".length
p "#{a}" == "5"
def greet(name)
  "Hello, #{name}!"
end
puts greet("world")
puts "call: #{greet("you")}"
puts "inspect: #{"q\"uote".inspect}"
p "tab\t#{a}\n"
