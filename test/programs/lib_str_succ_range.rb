# String#succ/next and String ranges (to_a, each, first(n), map), as CRuby's succ and upto make them.
p "az".succ, "zz".succ, "a9".succ, "Zz".succ, "a-9".succ, "".succ, "-".succ, "1.9".succ, "-9".succ, "a".succ, "Az".succ, "zz99".succ, "a!".succ, "!".succ, "\xFF".b.succ, "a9z".next, "Zz9".succ, "9-z".succ
p ("a".."e").to_a, ("a"..."e").to_a, ("y".."ab").to_a, ("1".."10").to_a, ("9".."11").to_a, ("b".."a").to_a, ("aa".."b").to_a, ("A".."c").to_a.size, ("az".."bc").to_a, ("01".."03").to_a, ("08"..."11").to_a
("a".."c").each { |s| print s, " " }
puts
p ("a".."e").first(2), ("a".."e").map(&:upcase), ("a".."e").select { |s| s > "b" }, ("x".."z").include?("y"), ("aa".."ad").count
n = 0
i = 0
while i < 1000
  n += ("a".."e").to_a.size + "a#{i % 10}".succ.size
  i += 1
end
p n
p ("a".."z").include?("bb"), ("a".."z").member?("q"), ("a".."z") === "bb", ("a".."z").cover?("bb"), ("aa".."az").include?("ab"), ("a".."c").include?(1), ("a"..."c").include?("c")
