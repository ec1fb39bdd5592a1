# NaN.to_i raises FloatDomainError, after NaN prints and compares normally.
nan = 0.0 / 0.0
puts nan
p nan == nan, nan.nan?
p [1.5, 2.5].map { |x| x.to_i }
p nan.to_i
puts "not reached"
