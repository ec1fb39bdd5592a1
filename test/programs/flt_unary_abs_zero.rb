# Unary minus, abs, zero?, to_f/to_i round trips and float predicates.
a = 3.25
p -a, -(-a), a.abs, (-a).abs, -a.abs
p 0.0.zero?, -0.0.zero?, 1e-300.zero?, (1e-300 * 1e-300).zero?, 5.0.zero?
p 1.0.to_i, 1.9999.to_i, -1.9999.to_i, 123456789.987.to_i
p 7.to_f, -7.to_f, 0.to_f, (2 ** 100).to_f, (-(2 ** 100)).to_f
p (2 ** 53 + 1).to_f, (2 ** 53 + 1).to_f.to_i, (2 ** 64).to_f.to_i
p 1e300.to_i == 10 ** 300, 1e300.to_i.to_s.length
p 0.1.to_i, 0.1.to_f, -0.9.to_i
n = -5
p n.abs.to_f, n.to_f.abs, -n.to_f
def neg(v)
  -v
end
p neg(1.5), neg(-0.0), neg(2 ** 70).to_f, neg(neg(0.1))
