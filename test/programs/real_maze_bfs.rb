# Realistic: breadth-first search for the shortest path through a maze given as strings.
MAZE = [
  "##########",
  "#S.....#.#",
  "#.##.#.#.#",
  "#.#..#...#",
  "#.#.####.#",
  "#...#..#.#",
  "###.#.##.#",
  "#.....#..#",
  "#.###...E#",
  "##########",
]

def find(maze, ch)
  r = 0
  while r < maze.length
    c = maze[r].index(ch)
    return [r, c] unless c.nil?
    r += 1
  end
  nil
end

def bfs(maze, start, goal)
  h = maze.length
  w = maze[0].length
  dist = []
  prev = []
  r = 0
  while r < h
    dist << Array.new(w, nil)
    prev << Array.new(w, nil)
    r += 1
  end
  queue = [start]
  dist[start[0]][start[1]] = 0
  dirs = [[-1, 0], [1, 0], [0, -1], [0, 1]]
  while !queue.empty?
    cur = queue.shift
    break if cur == goal
    i = 0
    while i < 4
      nr = cur[0] + dirs[i][0]
      nc = cur[1] + dirs[i][1]
      if maze[nr][nc] != "#" && dist[nr][nc].nil?
        dist[nr][nc] = dist[cur[0]][cur[1]] + 1
        prev[nr][nc] = cur
        queue.push([nr, nc])
      end
      i += 1
    end
  end
  [dist, prev]
end

start = find(MAZE, "S")
goal = find(MAZE, "E")
p start
p goal
dist, prev = bfs(MAZE, start, goal)
p dist[goal[0]][goal[1]]
path = []
cur = goal
while !cur.nil?
  path.unshift(cur)
  cur = prev[cur[0]][cur[1]]
end
p path.length
p path.first
p path.last
drawn = []
r = 0
while r < MAZE.length
  drawn << MAZE[r] + ""
  r += 1
end
i = 1
while i < path.length - 1
  row = drawn[path[i][0]]
  col = path[i][1]
  drawn[path[i][0]] = row[0, col] + "*" + row[col + 1, row.length]
  i += 1
end
puts drawn
p find(MAZE, "X")
