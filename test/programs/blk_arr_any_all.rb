# any? and all? with blocks and without blocks (truthiness of the elements, with nil and false present).
a = [1, 2, 3]
p a.any? { |x| x > 2 }
p a.any? { |x| x > 3 }
p a.all? { |x| x > 0 }
p a.all? { |x| x > 1 }
p a.any?
p a.all?
p [nil, false].any?
p [nil, false, 0].any?
p [1, nil].all?
p [1, false].all?
p [].any?
p [].all?
p [].any? { |x| true }
p [].all? { |x| false }
p [nil].any? { |x| x.nil? }
p [nil, nil].all? { |x| x.nil? }
calls = 0
r = [1, 2, 3, 4].any? { |x| calls += 1; x == 2 }
p [r, calls]
calls = 0
r = [1, 2, 3, 4].all? { |x| calls += 1; x < 2 }
p [r, calls]
p ["a", "bb"].all? { |s| s.length < 3 }
p [[1, 2], [3, 4]].any? { |a, b| a + b == 7 }
p [1, 2].any? { |x| nil }
p [1, 2].all? { |x| x }
