# Array#* with an Integer (repetition) and with a String (same as join).
a = [1, 2, 3]
p a * 0
p a * 1
p a * 2
p a * 3
p [] * 5
p [] * 0
p [nil] * 3
p ["x"] * 4
p [[1, 2]] * 2
p [1.5, :s, "t"] * 2
b = a * 2
b[0] = 99
p a
p b
inner = [7]
c = [inner] * 3
p c
inner << 8
p c
n = 0
while n < 4
  p [n, "n"] * n
  n += 1
end
p a * ","
p a * ""
p a * ", "
p [] * ","
p ["only"] * "-"
p [1, [2, 3], [[4, [5]]]] * "/"
p [1, nil, 3] * "-"
p [nil, nil] * "+"
p [nil] * ""
p ["a", :b, 2.5, true, false] * " "
p [[]] * ","
p [1, [], 2] * ","
p [[1, 2], [3, 4]] * ";"
s = ["x", "y"] * "<>"
s << "!"
p s
p ["multi\nline", "tab\t"] * "|"
words = ["the", "quick", "brown", "fox"]
puts words * " "
puts words * "_"
p (words * ", ").length
p (a * 2) * ":"
def repeat_join(arr, k, sep)
  (arr * k) * sep
end
p repeat_join([1, 2], 3, ".")
p repeat_join([], 3, ".")
p repeat_join(["z"], 0, ".")
[0, 1, 2].each do |k|
  puts "#{k}: #{([k] * k).inspect} #{[k, k + 1] * "-"}"
end
p [] * (10**12), [] * 0, [].rotate(5), [].sort!, [].uniq!, [].flatten, [].zip([1])
