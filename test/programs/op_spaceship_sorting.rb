# Using <=> results to drive a hand-written sort of integers and strings.
def sort_by_cmp(list)
  out = list.dup
  i = 1
  while i < out.length
    j = i
    while j > 0 && (out[j - 1] <=> out[j]) == 1
      t = out[j]
      out[j] = out[j - 1]
      out[j - 1] = t
      j -= 1
    end
    i += 1
  end
  out
end
p sort_by_cmp([3, -1, 2, 2, 0])
p sort_by_cmp(["kiwi", "Apple", "apple", "banana"])
p sort_by_cmp([]) == []
a = [9, 4, 7]
p sort_by_cmp(a) == a.sort
p a
p [1 <=> 1, 1 <=> 2, 2 <=> 1]
p ["a" <=> "a", "a" <=> "b", "b" <=> "a"]
