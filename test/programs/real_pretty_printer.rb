# Realistic: a recursive pretty-printer for nested arrays with indentation and a size summary.
def nested?(x)
  x.to_s.start_with?("[")
end

def pretty(x, indent, out)
  pad = "  " * indent
  if !nested?(x)
    out << pad + x.inspect
  elsif x.empty?
    out << pad + "[]"
  else
    simple = true
    i = 0
    while i < x.length
      simple = false if nested?(x[i])
      i += 1
    end
    if simple && x.inspect.length <= 30
      out << pad + x.inspect
    else
      out << pad + "["
      i = 0
      while i < x.length
        pretty(x[i], indent + 1, out)
        out[-1] = out[-1] + "," if i < x.length - 1
        i += 1
      end
      out << pad + "]"
    end
  end
  out
end

def depth(x)
  return 0 unless nested?(x)
  d = 0
  i = 0
  while i < x.length
    c = depth(x[i])
    d = c if c > d
    i += 1
  end
  d + 1
end

def leaves(x)
  return 1 unless nested?(x)
  total = 0
  i = 0
  while i < x.length
    total += leaves(x[i])
    i += 1
  end
  total
end

data = [1, "two", [3, 4], [[5, [6, 7]], "eight"], [], nil, [true, false, "a long string element here"]]
puts pretty(data, 0, [])
p depth(data)
p leaves(data)
puts pretty([1, 2, 3], 0, [])
puts pretty(42, 2, [])
puts pretty([[[[]]]], 0, [])
p depth([[[[]]]])
