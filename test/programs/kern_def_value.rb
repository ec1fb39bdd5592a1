# A def evaluates to the method's name as a Symbol; Array is a class object.
x = def twice(n)
  n * 2
end
p x
puts x
puts "defined #{x}"
p twice(21)
p Array
puts Array
k = Array
p k.new(3, 7)
p k.new(2)
p(def again; end)
