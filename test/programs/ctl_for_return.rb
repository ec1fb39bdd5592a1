# return inside a for loop leaves the method at once, from nested fors and
# from a for inside a block, and the method's later code does not run.
def find_first(list, goal)
  for x in list
    return x if x > goal
  end
  nil
end
p find_first([1, 5, 9], 4), find_first([1, 2], 4)

def pair_summing(list, total)
  for a in list
    for b in list
      return [a, b] if a + b == total && a < b
    end
  end
  :none
end
p pair_summing([1, 3, 5, 7], 10), pair_summing([1, 2], 10)

def from_block(rows)
  rows.each do |row|
    for v in row
      return v * 100 if v.even?
    end
  end
  0
end
p from_block([[1, 3], [5, 6, 8]]), from_block([[1]])

def early
  for i in 1..3
    puts "i #{i}"
    return i if i == 2
  end
  puts "never"
end
p early

def loop_value(list)
  r = for e in list
    return :empty if list.empty?
  end
  r
end
p loop_value([]), loop_value([1])
