# Mandelbrot escape counts with floats, drawn as a small ASCII picture.
def escape(cr, ci, limit)
  zr = 0.0
  zi = 0.0
  n = 0
  while n < limit && zr * zr + zi * zi <= 4.0
    t = zr * zr - zi * zi + cr
    zi = 2.0 * zr * zi + ci
    zr = t
    n += 1
  end
  n
end
chars = " .:-=+*#%@"
total = 0
(0...12).each do |row|
  ci = -1.2 + row * 0.2
  line = ""
  (0...40).each do |col|
    cr = -2.1 + col * 0.075
    n = escape(cr, ci, 50)
    total += n
    line << chars[n * 9 / 50]
  end
  puts line
end
p total
p escape(0, 0, 100), escape(1.0, 1.0, 100), escape(-0.75, 0.1, 100)
