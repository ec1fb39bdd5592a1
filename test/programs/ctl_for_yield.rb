# for loops inside methods that yield to their block from the body, test
# block_given?, and give the block's break back; a for in a class body.
def each_twice(list)
  for item in list
    yield item
    yield item
  end
end
each_twice([1, 2]) { |v| print v, " " }
puts

def maybe(list)
  for item in list
    return_value = block_given? ? yield(item) : item
    p return_value
  end
end
maybe([3]) { |v| v * 2 }
maybe([3])

r = each_twice([1, 2, 3]) { |v| break v * 100 if v == 2 }
p r

class Table
  ROWS = []
  for i in 1..2
    ROWS << i * 11
  end
  def self_rows
    ROWS
  end
end
p Table.new.self_rows
