# Hash: string keys are looked up by content; mutating the original string after storing it does not change the key.
h = {}
k = "ab"
h[k] = 1
k << "c"
p k
p h
p h["ab"], h["abc"]
built = ""
["a", "b"].each { |ch| built << ch }
p h[built]
h[built] = 2
p h
p h.size
key2 = "z" * 3
h[key2] = "zs"
p h["zzz"]
p h[key2.upcase]
p h.key?("ZZZ".downcase)
k2 = h.keys[0]
p k2
s = "dup"
h[s] = 1
h[s] = h[s] + 1
p h["dup"]
h["#{1 + 1}two"] = 2
p h["2two"]
p h.keys
