# Realistic: Conway's game of life on a small wrapping grid, printed for a few generations.
def parse(rows)
  grid = []
  r = 0
  while r < rows.length
    line = []
    c = 0
    while c < rows[r].length
      line << (rows[r][c] == "#" ? 1 : 0)
      c += 1
    end
    grid << line
    r += 1
  end
  grid
end

def neighbours(grid, r, c)
  h = grid.length
  w = grid[0].length
  count = 0
  dr = -1
  while dr <= 1
    dc = -1
    while dc <= 1
      unless dr == 0 && dc == 0
        count += grid[(r + dr) % h][(c + dc) % w]
      end
      dc += 1
    end
    dr += 1
  end
  count
end

def step(grid)
  nxt = []
  r = 0
  while r < grid.length
    row = []
    c = 0
    while c < grid[r].length
      n = neighbours(grid, r, c)
      alive = grid[r][c] == 1
      row << ((alive && (n == 2 || n == 3)) || (!alive && n == 3) ? 1 : 0)
      c += 1
    end
    nxt << row
    r += 1
  end
  nxt
end

def show(grid, gen)
  puts "generation #{gen}:"
  r = 0
  while r < grid.length
    line = ""
    c = 0
    while c < grid[r].length
      line << (grid[r][c] == 1 ? "#" : ".")
      c += 1
    end
    puts line
    r += 1
  end
end

def population(grid)
  total = 0
  r = 0
  while r < grid.length
    total += grid[r].sum
    r += 1
  end
  total
end

glider = parse([".#......", "..#.....", "###.....", "........", "........", "........"])
gen = 0
while gen <= 4
  show(glider, gen)
  p population(glider)
  glider = step(glider)
  gen += 1
end
blinker = parse([".....", "..#..", "..#..", "..#..", "....."])
b2 = step(step(blinker))
p b2 == blinker
p step(blinker) == blinker
