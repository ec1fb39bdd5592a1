# inject/reduce with and without an initial value; with no initial value the first element starts the fold.
a = [1, 2, 3, 4]
p a.inject { |s, x| s + x }
p a.inject(10) { |s, x| s + x }
p a.reduce { |s, x| s * x }
p a.reduce(0) { |s, x| s - x }
p a.inject { |s, x| s - x }
p [7].inject { |s, x| puts "never"; s + x }
p [7].inject(1) { |s, x| s + x }
p [].inject { |s, x| s + x }
p [].inject(5) { |s, x| s + x }
p ["a", "b", "c"].inject { |s, x| s + x }
p ["a", "b", "c"].inject("") { |s, x| x + s }
p [3, 9, 2, 7].inject { |m, x| x > m ? x : m }
p [1, 2, 3].inject([]) { |acc, x| acc << x * 2 }
p [[1, 2], [3, 4]].inject(0) { |s, pair| s + pair[0] * pair[1] }
p [1, 2, 3].inject(0) { |s, x| puts "s=#{s} x=#{x}"; s + x }
p [2, 3, 4].reduce(1) { |acc, x| acc * x }
p [100, 200].inject { |s, x| }
