# Realistic: a recursive-descent calculator for + - * / % ** unary minus and parentheses.
def skip_spaces(src, pos)
  pos += 1 while pos < src.length && src[pos] == " "
  pos
end

# Each parse method returns [value, new_position].
def parse_expr(src, pos)
  left, pos = parse_term(src, pos)
  while true
    pos = skip_spaces(src, pos)
    op = src[pos]
    break unless op == "+" || op == "-"
    right, pos = parse_term(src, pos + 1)
    left = op == "+" ? left + right : left - right
  end
  [left, pos]
end

def parse_term(src, pos)
  left, pos = parse_unary(src, pos)
  while true
    pos = skip_spaces(src, pos)
    op = src[pos]
    break unless op == "*" || op == "/" || op == "%"
    break if op == "*" && src[pos + 1] == "*"
    right, pos = parse_unary(src, pos + 1)
    left = case op
           when "*" then left * right
           when "/" then left / right
           else left % right
           end
  end
  [left, pos]
end

# Unary minus binds more loosely than **, as in Ruby: -2 ** 2 is -(2 ** 2).
def parse_unary(src, pos)
  pos = skip_spaces(src, pos)
  if src[pos] == "-"
    v, pos = parse_unary(src, pos + 1)
    return [-v, pos]
  end
  parse_power(src, pos)
end

# ** is right-associative: 2 ** 3 ** 2 is 2 ** (3 ** 2).
def parse_power(src, pos)
  base, pos = parse_atom(src, pos)
  pos = skip_spaces(src, pos)
  if src[pos, 2] == "**"
    exp, pos = parse_unary(src, pos + 2)
    return [base ** exp, pos]
  end
  [base, pos]
end

def parse_atom(src, pos)
  pos = skip_spaces(src, pos)
  if src[pos] == "("
    v, pos = parse_expr(src, pos + 1)
    pos = skip_spaces(src, pos)
    return [v, pos + 1]
  end
  start = pos
  pos += 1 while pos < src.length && "0123456789".include?(src[pos])
  [src[start, pos - start].to_i, pos]
end

def calc(src)
  value, pos = parse_expr(src, 0)
  puts "#{src} = #{value}"
  value
end

calc("1 + 2 * 3")
calc("(1 + 2) * 3")
calc("2 ** 3 ** 2")
calc("-2 ** 2")
calc("100 / 7 % 4")
calc("-7 / 2")
calc("-7 % 3")
calc("((((5))))")
calc("10 - 4 - 3")
calc("2 * (3 + 4) * 5 - 6 / 2")
calc("-(3 - 10) * -2")
total = calc("1+2+3+4+5+6+7+8+9+10")
p total == 55
