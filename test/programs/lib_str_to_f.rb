# String#to_f and Kernel#Float: prefixes, underscores, exponents, hexadecimal, whitespace, and the errors for what is not a number.
[".5", "-.5", "1_000", "_1", "1_", "1e5", "  1e-2\n", "0x1p3", "0X1a", "-0x10", "0x1_0", "1.", "abc", "", "1e", "0x", "1__0", " ", "0b11", "1.5x", "0x1.8p1", "-0"].each { |s| begin; p Float(s); rescue => e; p e; end }
p "1.5e3x".to_f, " -2.5".to_f, "1_000.5".to_f, ".5".to_f, "1.".to_f, "1e".to_f, "1e+".to_f, "Infinity".to_f, "0x1A".to_f, "1__2".to_f, "-.5".to_f, "+1e-2".to_f, "12e3_0".to_f, "_1".to_f, "1_".to_f, "1._5".to_f, "".to_f, "\n\t 7".to_f, "-0.0".to_f, "3.14159265358979323846".to_f
p Float(1), Float(2.5), Float(2**70)
[nil, true, :a, [1]].each { |v| begin; p Float(v); rescue => e; p e; end }
s = 0.0
i = 0
while i < 3000
  s += "#{i}.5e-1".to_f + Float("#{i}_0") + " #{i}x".to_f
  i += 1
end
p s
