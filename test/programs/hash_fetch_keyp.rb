# Hash: key? versus [] (nil values and missing keys), fetch with and without a default, delete's return value.
h = { "name" => "rhz", "nil_val" => nil, :false_val => false, 0 => "zero" }
p h["nil_val"]
p h["missing"]
p h.key?("nil_val")
p h.key?("missing")
p h.key?(:false_val)
p h[:false_val]
p h.key?(0), h.key?("0")
p h.fetch("name")
p h.fetch("nil_val")
p h.fetch("missing", "default")
p h.fetch("name", "default")
p h.fetch(:false_val, true)
p h.fetch(:nope, nil)
p h.delete("name")
p h.delete("name")
p h.delete("nil_val")
p h.key?("nil_val")
p h
p h.size
v = h[:absent] || "fallback"
p v
p h.fetch(0).upcase
