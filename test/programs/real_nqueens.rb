# Realistic: N-queens by backtracking: count solutions for several sizes, print the first board.
def safe?(cols, row, col)
  r = 0
  while r < row
    c = cols[r]
    return false if c == col
    return false if (c - col).abs == row - r
    r += 1
  end
  true
end

def solve(n, row, cols, solutions)
  if row == n
    solutions << cols.dup
    return solutions
  end
  col = 0
  while col < n
    if safe?(cols, row, col)
      cols[row] = col
      solve(n, row + 1, cols, solutions)
    end
    col += 1
  end
  solutions
end

def board(cols)
  lines = []
  r = 0
  while r < cols.length
    line = ""
    c = 0
    while c < cols.length
      line << (cols[r] == c ? "Q" : ".")
      line << " " if c < cols.length - 1
      c += 1
    end
    lines << line
    r += 1
  end
  lines
end

n = 1
while n <= 7
  sols = solve(n, 0, Array.new(n, 0), [])
  puts "#{n} queens: #{sols.length} solutions"
  n += 1
end
six = solve(6, 0, Array.new(6, 0), [])
p six
puts board(six[0])
puts
puts board(six.last)
