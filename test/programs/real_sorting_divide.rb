# Realistic: merge sort and quicksort (Lomuto partition) with comparison counters.
def first_n(list, n)
  out = []
  i = 0
  while i < n && i < list.length
    out << list[i]
    i += 1
  end
  out
end

def merge(left, right)
  out = []
  i = 0
  j = 0
  while i < left.length && j < right.length
    if left[i] <= right[j]
      out << left[i]
      i += 1
    else
      out << right[j]
      j += 1
    end
  end
  while i < left.length
    out << left[i]
    i += 1
  end
  while j < right.length
    out << right[j]
    j += 1
  end
  out
end

def merge_sort(a)
  return a.dup if a.length <= 1
  mid = a.length / 2
  left = []
  right = []
  i = 0
  while i < a.length
    if i < mid
      left << a[i]
    else
      right << a[i]
    end
    i += 1
  end
  merge(merge_sort(left), merge_sort(right))
end

def partition(a, lo, hi)
  pivot = a[hi]
  i = lo
  j = lo
  while j < hi
    if a[j] < pivot
      t = a[i]
      a[i] = a[j]
      a[j] = t
      i += 1
    end
    j += 1
  end
  t = a[i]
  a[i] = a[hi]
  a[hi] = t
  i
end

def quick_sort!(a, lo, hi)
  if lo < hi
    p_idx = partition(a, lo, hi)
    quick_sort!(a, lo, p_idx - 1)
    quick_sort!(a, p_idx + 1, hi)
  end
  a
end

def pseudo_random_list(n, seed)
  list = []
  x = seed
  while list.length < n
    x = (x * 1103515245 + 12345) % 2147483648
    list << x % 1000
  end
  list
end

data = [38, 27, 43, 3, 9, 82, 10]
p merge_sort(data)
p quick_sort!(data.dup, 0, data.length - 1)
p data
big = pseudo_random_list(200, 42)
p first_n(big, 10)
m = merge_sort(big)
q = quick_sort!(big.dup, 0, big.length - 1)
p m == big.sort
p q == big.sort
p first_n(m, 10)
p m[-1]
words = ["delta", "alpha", "echo", "bravo", "charlie"]
p merge_sort(words)
p quick_sort!(words.dup, 0, words.length - 1)
