# Arguments, operands and array elements are evaluated left to right, exactly once.
def t(label, v)
  puts "eval #{label}"
  v
end
def three(a, b, c)
  [a, b, c]
end
p three(t("a", 1), t("b", 2), t("c", 3))
p t("left", 10) - t("right", 3)
p t("base", 2) ** t("exp", 3)
p [t("x", 1), t("y", 2)]
p t("cond", true) ? t("then", "T") : t("else", "E")
r = t("lhs", 1) < t("rhs", 2)
p r
p "#{t("i1", 1)}-#{t("i2", 2)}"
a, b = t("m1", 1), t("m2", 2)
p [a, b]
p t("recv", "abc").include?(t("arg", "b"))
arr = [0, 0, 0]
arr[t("index", 1)] = t("value", 5)
p arr
p t("eq1", 1) == t("eq2", 1)
p t("f", 5) <=> t("g", 6)
