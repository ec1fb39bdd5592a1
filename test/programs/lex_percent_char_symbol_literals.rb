# Literals: %q() %Q[] %() with nesting and escaped delimiters, character literals (?a, ?\n),
# quoted symbols (:"a b", :'c') and their inspect, string labels in hashes ("k-1": v).
name = "x"
p %q(single 'quoted' (nested) \) \\ #{name}), %Q[double "quoted" [nested] #{name} \]], %(plain #{1 + 1}), %q{a{b}c}, %Q<l<m>n>, %q|pipe|
p ?a, ?\n, ?Z + ?z, ?é
p :"a b", :'c d', :"plain", :'with \' quote'
h = { "k-1": 1, k2: 2 }
p :"x y".to_s, :"".inspect
p %q(multi
line)
p h, h[:"k-1"], { "a": 1, 'b c': 2 }
def opts(o) = o
p opts("x-y": 1, z: 2)
p :a, :a?, :b!, :c=, :A, :@iv, :@@cv, :$gv, :+, :[], :[]=, :<=>, :"9x", :"a b", :"é", :"a-b", :"", :"a?b", :"@1", :"foo\n", :"!", :"!@", :"=="
p %i[x y], { "k k": 1, kk: 2 }
