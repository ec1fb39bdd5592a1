# The core classes as values: is_a?, kind_of?, instance_of?, ===, case/when,
# class comparisons and ancestors.
values = [1, 2.5, "s", :sym, nil, true, false, [1], { a: 1 }, 1..2]
values.each do |v|
  kind = case v
         when Integer then "Integer"
         when Float then "Float"
         when String then "String"
         when Symbol then "Symbol"
         when NilClass then "nil"
         when TrueClass, FalseClass then "boolean"
         when Array then "Array"
         when Hash then "Hash"
         when Range then "Range"
         end
  puts "#{v.inspect}: #{kind}"
end
p 5.is_a?(Integer), 5.is_a?(Comparable), 5.is_a?(Object), 5.kind_of?(String), 5.instance_of?(Integer)
p "x".is_a?(Comparable), [].is_a?(Enumerable), {}.is_a?(Enumerable), (1..2).is_a?(Enumerable)
p 5.class == Integer, Integer === 5, String === 5, Array === [1], Hash === {}
p Integer.ancestors.include?(Comparable), Array.ancestors.include?(Enumerable)
p Integer.name, Comparable.class, Integer.class, Comparable
class Animal; end
class Dog < Animal; end
p Dog < Animal, Animal < Dog, Dog <= Dog, Dog < Dog, Dog.superclass, Dog.ancestors.take(2)
p Dog.new.is_a?(Animal), Dog.new.instance_of?(Animal), Animal === Dog.new
p 3.respond_to?(:+), "a".respond_to?(:upcase), Dog.new.respond_to?(:bark), nil.respond_to?(:nil?)
begin
  5.is_a?(5)
rescue TypeError => e
  puts e.message
end
