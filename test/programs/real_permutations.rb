# Realistic: permutations and combinations built with arrays and recursion, no blocks.
def permutations(items)
  return [[]] if items.empty?
  result = []
  i = 0
  while i < items.length
    rest = items.dup
    rest_first = []
    j = 0
    while j < rest.length
      rest_first << rest[j] if j != i
      j += 1
    end
    subs = permutations(rest_first)
    k = 0
    while k < subs.length
      result << [items[i]] + subs[k]
      k += 1
    end
    i += 1
  end
  result
end

def combinations(items, k, start, current, out)
  if current.length == k
    out << current.dup
    return out
  end
  i = start
  while i < items.length
    current.push(items[i])
    combinations(items, k, i + 1, current, out)
    current.pop
    i += 1
  end
  out
end

# Heap's algorithm, iterative version with a counter array.
def heap_permutations(a)
  a = a.dup
  out = [a.dup]
  c = Array.new(a.length, 0)
  i = 0
  while i < a.length
    if c[i] < i
      if i.even?
        t = a[0]; a[0] = a[i]; a[i] = t
      else
        t = a[c[i]]; a[c[i]] = a[i]; a[i] = t
      end
      out << a.dup
      c[i] += 1
      i = 0
    else
      c[i] = 0
      i += 1
    end
  end
  out
end

perms = permutations([1, 2, 3])
p perms
p perms.length
p permutations(["a", "b", "c", "d"]).length
words = permutations(["c", "a", "t"])
joined = []
i = 0
while i < words.length
  joined << words[i].join
  i += 1
end
p joined.sort
p combinations([1, 2, 3, 4, 5], 3, 0, [], [])
p combinations(["x", "y", "z"], 2, 0, [], []).length
h = heap_permutations([1, 2, 3])
p h
sorted_h = []
i = 0
while i < h.length
  sorted_h << h[i].join
  i += 1
end
p sorted_h.sort
p heap_permutations([1, 2, 3, 4, 5]).length
