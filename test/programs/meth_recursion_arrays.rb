# Recursive methods that build and consume arrays.
def range_list(lo, hi)
  return [] if lo > hi
  [lo] + range_list(lo + 1, hi)
end
p range_list(1, 6)
p range_list(3, 2)
def rev(list)
  return [] if list.empty?
  rest = list.dup
  head = rest.shift
  rev(rest) + [head]
end
p rev([1, 2, 3, 4])
def flatten(x, out)
  if x.to_s.start_with?("[")
    i = 0
    while i < x.length
      flatten(x[i], out)
      i += 1
    end
  else
    out << x
  end
  out
end
p flatten([1, [2, [3, [4, [5]]]], 6], [])
def subsets(list)
  return [[]] if list.empty?
  rest = list.dup
  first = rest.shift
  without = subsets(rest)
  with = []
  i = 0
  while i < without.length
    with << [first] + without[i]
    i += 1
  end
  without + with
end
p subsets([1, 2, 3])
p subsets(["a", "b"]).length
def max_rec(list, i)
  return list[i] if i == list.length - 1
  rest = max_rec(list, i + 1)
  list[i] > rest ? list[i] : rest
end
p max_rec([3, 9, 2, 7], 0)
