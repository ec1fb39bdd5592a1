# Hash: keys and values arrays (copies), their Array methods (sort, include?, sum, max), and size after changes.
h = { "delta" => 4, "alpha" => 1, "charlie" => 3, "bravo" => 2 }
ks = h.keys
vs = h.values
p ks, vs
p ks.sort
p vs.sum, vs.max, vs.min
p ks.include?("bravo"), vs.include?(5)
ks << "echo"
vs << 99
p h.size
p h.keys.size
p h.keys.sort.reverse.join(" ")
p h.values.sort
p h.keys.map { |k| k.upcase }
p h.keys.select { |k| h[k] % 2 == 1 }
p h.keys.inject(0) { |s, k| s + k.length * h[k] }
h["foxtrot"] = 6
h.delete("alpha")
p h.keys.first, h.keys.last
p h.values.first, h.values.last
p({}.keys, {}.values)
inverse = {}
h.each { |k, v| inverse[v] = k }
p inverse
p inverse.keys.sort.map { |v| inverse[v] }
