# Negative zero: printing, equality, arithmetic that produces it, and its sign via division.
z = -0.0
p z, 0.0, -z
puts z, "#{z}"
p z == 0.0, z == 0, 0 == z, z.zero?, (z <=> 0.0)
p 1 / z, 1 / 0.0
p 0.0 * -1, -1 * 0.0, 0.0 * -1.0, -0.0 + 0.0, -0.0 - 0.0, -0.0 * -0.0
p z.abs, z.to_i, z.round, z.floor, z.ceil
p (-0.4).round, (-0.4).ceil, (-0.5).ceil, (-0.1).round(1)
p -0.0.to_s, 0.0.to_s
p [z, 0.0].sum, [0.0, z].max, [z].sum
p (-0.0).to_f, -0.0 + 0
x = -1e-200
y = x * 1e-200
p y, y == 0
