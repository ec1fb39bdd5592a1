# Arrays of arrays: building, indexing, mutating inner arrays, flattening by hand.
grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
p grid
p grid.length
p grid[1]
p grid[2][0]
grid[0][0] = 10
p grid[0]
row_sums = []
r = 0
while r < grid.length
  row_sums << grid[r].sum
  r += 1
end
p row_sums
col_sums = [0, 0, 0]
r = 0
while r < 3
  c = 0
  while c < 3
    col_sums[c] += grid[r][c]
    c += 1
  end
  r += 1
end
p col_sums
def flatten_into(list, out)
  i = 0
  while i < list.length
    item = list[i]
    if item.to_s.start_with?("[")
      flatten_into(item, out)
    else
      out << item
    end
    i += 1
  end
  out
end
p flatten_into([1, [2, [3, [4]]], [], 5], [])
pairs = []
i = 1
while i <= 3
  pairs << [i, i * i]
  i += 1
end
p pairs
p pairs.last.first
p pairs[0] + pairs[1]
puts pairs.join(",")
deep = [[[["deep"]]]]
p deep[0][0][0][0]
