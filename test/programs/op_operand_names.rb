# An operand an operator cannot use is named by its inspect when it is an
# immediate (nil, 1, :a) or a Float, and by its class otherwise, as CRuby's
# coerce and comparison errors name it.
def show
  yield
rescue TypeError, ArgumentError => e
  puts "#{e.class}: #{e.message}"
end

show { 1 + :a }
show { 1 & :a }
show { 1.0 + :a }
show { 1 & 1e300 }
show { 1 | 2.5 }
show { 7 ^ 0.5 }
show { 1 - "x" }
show { 1 * [1] }
show { 1 ^ nil }
show { 2.0 * true }
show { 1 < :a }
show { 1 <= "a" }
show { 1.5 > nil }
show { 1 >= 2.5e300 }
show { [1, 2].sum(:a) }
show { [1, 2.5].sum("s") }
show { [:x].sum }
show { [1, 2].max_by { |x| x == 1 ? :a : 1 } }
show { [3, "a"].sort }
show { [3, 1.5, :b].min }
