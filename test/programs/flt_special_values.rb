# Infinity, -Infinity and NaN produced by overflow and division, printed every way.
inf = 1e308 * 10
ninf = -1e308 * 10
nan = 0.0 / 0.0
p inf, ninf, nan
puts inf, ninf, nan
print inf, " ", ninf, " ", nan, "\n"
puts "inf=#{inf} ninf=#{ninf} nan=#{nan}"
p inf.to_s, nan.inspect, ninf.to_s
p [inf, ninf, nan, 1.5]
p nan.nan?, inf.nan?, 0.0.nan?
p nan == nan, nan != nan, nan < 1.0, nan > 1.0, nan == 1.0
p inf == inf, inf > 1e308, ninf < -1e308, inf + 1 == inf
p inf - inf, inf * 0, inf / inf, 0 * inf
p inf + ninf, inf * -1, -inf, -ninf
p 1 / inf, -1 / inf, 1.0 / ninf
p inf > 10 ** 400, ninf < -(10 ** 400)
p (inf <=> 1.0), (1.0 <=> inf), (nan <=> 1.0), (inf <=> inf)
p inf.abs, ninf.abs, nan.abs.nan?
