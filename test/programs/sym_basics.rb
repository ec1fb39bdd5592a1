# Symbols: literals of every form the language has (names, ?/!/= suffixes, operators, @/@@/$ names), p, puts, print, inspect, to_s, interpolation, == and identity, case/when, arrays of symbols.
a = :foo
b = :foo
p a, b
puts a
print a, "\n"
p a == b, a == :bar, a != :bar, a == "foo", "foo" == a
names = [:a, :b?, :c!, :d=, :Const, :_under, :x1, :+, :-, :*, :/, :%, :**, :==, :!=, :<, :<=, :>, :>=, :<=>]
p names
more = [:<<, :>>, :[], :[]=, :!, :~, :^, :&, :|, :+@, :-@, :===, :=~, :@iv, :@@cv, :$gv]
p more
puts names.length + more.length
puts "symbol #{:hello} in a string, #{names[1]} and #{more[2]}"
p :abc.to_s, :abc.inspect, :abc.to_s.length
def kind(v)
  case v
  when :red, :orange then "warm"
  when :blue then "cold"
  when "red" then "a string"
  else "other"
  end
end
p kind(:red), kind(:orange), kind(:blue), kind(:green), kind("red")
x = true ? :yes : :no
y = nil ? :yes : :no
p x, y
p [:b, :a].include?(:a), [:b, :a].index(:a), [:b, :a].index(:c)
p [:a, 1, "a", nil] == [:a, 1, "a", nil]
def defined_name
  1
end
p((def another; end))
h = [:a, :b]
h[1] = :c
p h, h.first, h.last
p :a.nil?, :a.to_s.upcase
