# Destructuring block parameters: |(a, b), c| unpacks an argument into
# block locals as a, b = arg does, shadowing any local of the same name.
{a: 1, b: 2}.each_with_index { |(k, v), i| p [k, v, i] }
[[1, [2, 3]], [4, [5, 6]]].each { |a, (b, c)| p a + b + c }
[[[1, 2], 3]].each { |(x, y), z| p [x, y, z] }
k = :outer
[[10, 20]].each { |(k, v)| p k + v }
p k
{x: 1}.each { |(k2, v2)| p [k2, v2] }
[1, 2].each { |(a, b)| p [a, b] }
p [[1, 2, 3]].map { |(a, b)| a * b }
p [[1, 2], [3, 4]].map { |(a, b)| a * b }
h = {x: 1, y: 2}
p h.map { |(k3, v3)| "#{k3}=#{v3}" }
p h.each_with_object([]) { |(k4, v4), acc| acc << k4 }
p [[1, 2], [3, 4]].inject(0) { |s, (a, b)| s + a * b }
