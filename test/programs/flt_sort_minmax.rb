# Sorting, min and max of float and mixed Integer/Float arrays.
a = [3.5, -1, 2, 0.5, 10, -2.25, 2.0]
p a.sort, a.min, a.max
p [1, 1.0].max, [1.0, 1].max, [1, 1.0].min, [1.0, 1].min
p [2 ** 70, 1e21, -1e300, 5].sort
p [2 ** 53 + 1, 2.0 ** 53, 2 ** 53].sort
p [0.1 + 0.2, 0.3, 0.30000000000000004].sort
p [-0.0, 0.0].min, [0.0, -0.0].min
words = [1.5, 0.25, 3.75, 2.0]
p words.sort_by { |x| -x }
p words.sort_by { |x| x.to_i }
p words.map { |x| x * 2 }.max, words.select { |x| x > 1 }.min
p [1e-300, 1e300, 1.0].sort, [1e308 * 10, 1.0, -1e308 * 10].sort
p [3.0, 1, 2.5].sort.reverse
p [5.5].min, [5.5].max, [].min
pts = Array.new(5) { |i| (i - 2) * 1.5 }
p pts, pts.min, pts.max, pts.sort_by { |x| x * x }
