# Array#join with and without a separator; nested arrays are joined recursively, nil is empty.
p [1, 2, 3].join
p [1, 2, 3].join(", ")
p [1, 2, 3].join("")
p ["a", "b"].join("-")
p [].join
p [].join(",")
p ["only"].join(",")
p [1, [2, 3], [[4]]].join(",")
p [1, nil, 3].join("-")
p [nil].join
p [true, false].join("|")
p ["x", 1, nil, "y"].join(" ")
p [[]].join(",")
p [1, [], 2].join(",")
p ["a\nb"].join
s = [1, 2].join("+")
s << "=3"
p s
words = ["the", "quick", "brown", "fox"]
puts words.join(" ")
puts words.join
p words.join(", ").length
p [[1, 2], [3, 4]].join(";")
