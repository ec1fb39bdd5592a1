# the rescue modifier: x = expr rescue value, and on statements
def boom
  raise "boom"
end
x = boom rescue 5
p x
y = (1 / 0 rescue -1)
p y
z = 10 / 2 rescue 99
p z
puts(nil.upcase) rescue puts "modifier statement"
a = [1, 2, 3]
v = (a[-10] = 1) rescue "default"
p v
h = { "a" => 1 }
w = h.fetch("b") rescue 0
p w
def safe_div(a, b)
  a / b rescue nil
end
p safe_div(6, 3)
p safe_div(6, 0)
s = Integer("zz") rescue "not int"
p s
total = 0
[1, 0, 2, 0, 4].each { |d| total += (12 / d rescue 100) }
p total
q = [boom, 2] rescue [:q]
p q
c = 0
c += (boom rescue 7)
p c
