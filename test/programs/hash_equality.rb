# Hash: == between hashes (order does not matter, values compared with ==), nested hashes, hashes inside arrays.
a = { "x" => 1, "y" => 2 }
b = { "y" => 2, "x" => 1 }
c = { "x" => 1, "y" => 3 }
d = { "x" => 1 }
p a == b
p a == c
p a == d
p d == a
p a != c
p({} == {})
p({ 1 => 1 } == { 1.0 => 1 })
p({ 1 => 1 } == { 1 => 1.0 })
p({ k: [1, 2] } == { k: [1, 2] })
p({ k: [1, 2] } == { k: [2, 1] })
p({ k: { j: nil } } == { k: { j: nil } })
p({ k: { j: nil } } == { k: {} })
p({ :a => 1 } == { "a" => 1 })
e = {}
e["y"] = 2
e["x"] = 1
p e == a
e.delete("y")
p e == d
p [a, d] == [b, { "x" => 1 }]
p [a, c].include?({ "y" => 3, "x" => 1 })
p [a, c].index(b)
p a == [["x", 1], ["y", 2]]
