# Realistic: iterative and recursive binary search, lower bound and integer square root.
def first_n(list, n)
  out = []
  i = 0
  while i < n && i < list.length
    out << list[i]
    i += 1
  end
  out
end

def bsearch(list, target)
  lo = 0
  hi = list.length - 1
  probes = 0
  while lo <= hi
    mid = (lo + hi) / 2
    probes += 1
    if list[mid] == target
      return [mid, probes]
    elsif list[mid] < target
      lo = mid + 1
    else
      hi = mid - 1
    end
  end
  [nil, probes]
end

def bsearch_rec(list, target, lo, hi)
  return nil if lo > hi
  mid = (lo + hi) / 2
  return mid if list[mid] == target
  if list[mid] < target
    bsearch_rec(list, target, mid + 1, hi)
  else
    bsearch_rec(list, target, lo, mid - 1)
  end
end

def lower_bound(list, target)
  lo = 0
  hi = list.length
  while lo < hi
    mid = (lo + hi) / 2
    if list[mid] < target
      lo = mid + 1
    else
      hi = mid
    end
  end
  lo
end

# The upper bound keeps mid * mid far below 2**62.
def isqrt(n)
  lo = 0
  hi = n < 2000000000 ? n : 2000000000
  while lo < hi
    mid = (lo + hi + 1) / 2
    if mid * mid <= n
      lo = mid
    else
      hi = mid - 1
    end
  end
  lo
end

list = []
i = 0
while i < 50
  list << i * 3 + 1
  i += 1
end
p first_n(list, 8)
targets = [1, 4, 5, 73, 148, 149, 0, -3, 100]
i = 0
while i < targets.length
  t = targets[i]
  idx, probes = bsearch(list, t)
  rec = bsearch_rec(list, t, 0, list.length - 1)
  puts "#{t}: index=#{idx.inspect} probes=#{probes} recursive=#{rec.inspect} lower_bound=#{lower_bound(list, t)}"
  i += 1
end
words = ["ant", "bee", "cat", "dog", "eel", "fox"]
p bsearch(words, "dog")
p bsearch(words, "cow")
p lower_bound(words, "cow")
nums = [0, 1, 2, 3, 4, 15, 16, 17, 99, 100, 1000000, 999999999999]
out = []
i = 0
while i < nums.length
  out << isqrt(nums[i])
  i += 1
end
p out
