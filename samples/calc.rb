# A small calculator: evaluates + - * / and parentheses with the usual precedence.
def number(src, pos)
  start = pos
  pos += 1 while pos < src.length && "0123456789".include?(src[pos])
  [src[start, pos - start].to_i, pos]
end

def factor(src, pos)
  pos += 1 while src[pos] == " "
  if src[pos] == "("
    value, pos = expression(src, pos + 1)
    pos += 1 while src[pos] == " "
    return [value, pos + 1]
  end
  if src[pos] == "-"
    value, pos = factor(src, pos + 1)
    return [-value, pos]
  end
  number(src, pos)
end

def term(src, pos)
  value, pos = factor(src, pos)
  while true
    pos += 1 while src[pos] == " "
    op = src[pos]
    break unless op == "*" || op == "/"
    right, pos = factor(src, pos + 1)
    value = op == "*" ? value * right : value / right
  end
  [value, pos]
end

def expression(src, pos)
  value, pos = term(src, pos)
  while true
    pos += 1 while src[pos] == " "
    op = src[pos]
    break unless op == "+" || op == "-"
    right, pos = term(src, pos + 1)
    value = op == "+" ? value + right : value - right
  end
  [value, pos]
end

def calc(src)
  expression(src, 0)[0]
end

puts "1 + 2 * 3 = #{calc("1 + 2 * 3")}"
puts "(1 + 2) * 3 = #{calc("(1 + 2) * 3")}"
puts "100 / 7 = #{calc("100 / 7")}"
puts "-(4 - 10) * 2 = #{calc("-(4 - 10) * 2")}"
puts "2 * (3 + (4 - 1)) / 3 = #{calc("2 * (3 + (4 - 1)) / 3")}"
