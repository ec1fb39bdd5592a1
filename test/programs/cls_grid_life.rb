# Classes: a Game of Life grid object holding a 2D array, with neighbour counting, step producing a new grid, and to_s.
class Grid
  attr_reader :w, :h
  def initialize(w, h, live = [])
    @w = w
    @h = h
    @cells = Array.new(h) { Array.new(w, false) }
    live.each { |pos| @cells[pos[1]][pos[0]] = true }
  end
  def alive?(x, y)
    return false if x < 0 || y < 0 || x >= @w || y >= @h
    @cells[y][x]
  end
  def neighbours(x, y)
    n = 0
    (-1..1).each do |dy|
      (-1..1).each do |dx|
        next if dx == 0 && dy == 0
        n += 1 if alive?(x + dx, y + dy)
      end
    end
    n
  end
  def step
    live = []
    @h.times do |y|
      @w.times do |x|
        n = neighbours(x, y)
        live << [x, y] if n == 3 || (n == 2 && alive?(x, y))
      end
    end
    Grid.new(@w, @h, live)
  end
  def population
    @cells.inject(0) { |s, row| s + row.count { |c| c } }
  end
  def to_s
    @cells.map { |row| row.map { |c| c ? "#" : "." }.join }.join("\n")
  end
end

g = Grid.new(6, 6, [[1, 0], [2, 1], [0, 2], [1, 2], [2, 2]])
puts g
4.times do |i|
  g = g.step
  puts "gen #{i + 1}: #{g.population}"
end
puts g
blinker = Grid.new(5, 5, [[1, 2], [2, 2], [3, 2]])
puts blinker.step
puts blinker.step.step.to_s == blinker.to_s
