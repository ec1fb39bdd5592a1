# min, max and sum of arrays of integers (and min/max of strings); empty arrays.
a = [4, -2, 9, 0, 7]
p a.min
p a.max
p a.sum
p [].min
p [].max
p [].sum
p [5].min
p [5].max
p [5].sum
p ["pear", "apple", "zoo"].min
p ["pear", "apple", "zoo"].max
p [-1, -2, -3].max
p [-1, -2, -3].sum
p [1, 2, 3].sum + [4].sum
big = Array.new(100, 1000)
p big.sum
p [a.min, a.max].sum
def average(list)
  list.sum / list.length
end
p average([1, 2, 3, 4])
p average([-7, 0])
p [[3, 1].max, [2, 8].max].min
