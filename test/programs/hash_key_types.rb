# Hash: keys of many types (string, symbol, integer, float, array, nil, true/false, big integer), looked up by value.
h = {}
h["s"] = "string"
h[:s] = "symbol"
h[1] = "int one"
h[1.0] = "float one"
h[2.5] = "two and a half"
h[[1, 2]] = "array"
h[nil] = "nil"
h[true] = "true"
h[false] = "false"
h[2 ** 80] = "big"
h[-7] = "negative"
p h
p h.size
p h["s"], h[:s]
p h[1], h[1.0], h[2.5]
p h[[1, 2]], h[[2, 1]], h[[1]]
key = [1]
key << 2
p h[key]
p h[nil], h[true], h[false]
p h[2 ** 80], h[2 ** 80 + 1]
p h[-7], h[7]
p h[5.0 / 2]
p h["S".downcase]
p h[("s" + "").length]
h[[1, 2]] = "array again"
h[nil] = nil
p h.size
p h.key?(nil)
p h[[1, 2]]
p h.keys
