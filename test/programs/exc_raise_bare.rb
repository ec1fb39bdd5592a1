# A bare raise: a RuntimeError whose empty message CRuby reports as
# "unhandled exception", without the class.
def check(list)
  list.each { |x| puts x }
  raise if list.size > 2
  :ok
end
p check([1, 2])
p check([1, 2, 3])
