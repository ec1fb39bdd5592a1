# The float predicates finite?, nan? and zero? on ordinary and special values.
inf = 1e308 * 10
ninf = -inf
nan = 0.0 / 0.0
p inf.finite?, ninf.finite?, nan.finite?, 1.5.finite?, 0.0.finite?, -0.0.finite?
p 1.7976931348623157e308.finite?, (1.7976931348623157e308 * 2).finite?
p nan.nan?, inf.nan?, 0.0.nan?, (inf - inf).nan?
p [1.0, inf, nan, -2.5].select { |x| x.finite? }
p [1.0, inf, nan, -2.5].count { |x| x.nan? }
x = 1.0
steps = 0
while x.finite?
  x *= 1e50
  steps += 1
end
p x, steps
