# Realistic: dynamic programming tables: LCS, edit distance, knapsack, coin change, paths.
def table(rows, cols, v)
  t = []
  i = 0
  while i < rows
    t << Array.new(cols, v)
    i += 1
  end
  t
end

def lcs(a, b)
  t = table(a.length + 1, b.length + 1, 0)
  i = 1
  while i <= a.length
    j = 1
    while j <= b.length
      if a[i - 1] == b[j - 1]
        t[i][j] = t[i - 1][j - 1] + 1
      else
        t[i][j] = t[i - 1][j] > t[i][j - 1] ? t[i - 1][j] : t[i][j - 1]
      end
      j += 1
    end
    i += 1
  end
  # walk back to recover one longest common subsequence
  out = ""
  i = a.length
  j = b.length
  while i > 0 && j > 0
    if a[i - 1] == b[j - 1]
      out = a[i - 1] + out
      i -= 1
      j -= 1
    elsif t[i - 1][j] >= t[i][j - 1]
      i -= 1
    else
      j -= 1
    end
  end
  [t[a.length][b.length], out]
end

def edit_distance(a, b)
  t = table(a.length + 1, b.length + 1, 0)
  i = 0
  while i <= a.length
    t[i][0] = i
    i += 1
  end
  j = 0
  while j <= b.length
    t[0][j] = j
    j += 1
  end
  i = 1
  while i <= a.length
    j = 1
    while j <= b.length
      cost = a[i - 1] == b[j - 1] ? 0 : 1
      t[i][j] = [t[i - 1][j] + 1, t[i][j - 1] + 1, t[i - 1][j - 1] + cost].min
      j += 1
    end
    i += 1
  end
  t[a.length][b.length]
end

def knapsack(weights, values, cap)
  best = Array.new(cap + 1, 0)
  i = 0
  while i < weights.length
    c = cap
    while c >= weights[i]
      cand = best[c - weights[i]] + values[i]
      best[c] = cand if cand > best[c]
      c -= 1
    end
    i += 1
  end
  best[cap]
end

def min_coins(coins, amount)
  best = Array.new(amount + 1, nil)
  best[0] = 0
  a = 1
  while a <= amount
    i = 0
    while i < coins.length
      prev = a - coins[i]
      if prev >= 0 && !best[prev].nil?
        best[a] = best[prev] + 1 if best[a].nil? || best[prev] + 1 < best[a]
      end
      i += 1
    end
    a += 1
  end
  best[amount]
end

def grid_paths(rows, cols)
  t = table(rows, cols, 1)
  r = 1
  while r < rows
    c = 1
    while c < cols
      t[r][c] = t[r - 1][c] + t[r][c - 1]
      c += 1
    end
    r += 1
  end
  t[rows - 1][cols - 1]
end

p lcs("ABCBDAB", "BDCABA")
p lcs("kitten", "sitting")
p lcs("", "abc")
p edit_distance("kitten", "sitting")
p edit_distance("flaw", "lawn")
p edit_distance("", "abc")
p edit_distance("same", "same")
p knapsack([1, 3, 4, 5], [1, 4, 5, 7], 7)
p knapsack([10, 20, 30], [60, 100, 120], 50)
p min_coins([1, 5, 10, 25], 63)
p min_coins([2], 3)
p min_coins([9, 6, 1], 12)
p grid_paths(3, 3)
p grid_paths(10, 10)
p grid_paths(17, 17)
