# Realistic: a tokenizer that splits arithmetic source text into [kind, text] tokens.
DIGITS = "0123456789"
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
OPERATORS = "+-*/%()=<>!"

def digit?(c)
  !c.nil? && DIGITS.include?(c)
end

def letter?(c)
  !c.nil? && LETTERS.include?(c)
end

def tokenize(src)
  tokens = []
  i = 0
  while i < src.length
    c = src[i]
    if c == " " || c == "\t" || c == "\n"
      i += 1
    elsif digit?(c)
      start = i
      i += 1 while digit?(src[i])
      tokens << ["int", src[start, i - start]]
    elsif letter?(c)
      start = i
      i += 1 while letter?(src[i]) || digit?(src[i])
      word = src[start, i - start]
      kind = case word
             when "if", "then", "else", "end" then "keyword"
             else "ident"
             end
      tokens << [kind, word]
    elsif c == "\""
      j = i + 1
      j += 1 while j < src.length && src[j] != "\""
      tokens << ["string", src[i + 1, j - i - 1]]
      i = j + 1
    elsif OPERATORS.include?(c)
      two = src[i, 2]
      if two == "==" || two == "!=" || two == "<=" || two == ">="
        tokens << ["op", two]
        i += 2
      else
        tokens << ["op", c]
        i += 1
      end
    else
      tokens << ["error", c]
      i += 1
    end
  end
  tokens << ["eof", ""]
  tokens
end

def show(src)
  puts "source: #{src.inspect}"
  toks = tokenize(src)
  i = 0
  while i < toks.length
    kind = toks[i][0]
    text = toks[i][1]
    puts "  " + kind + " " * (8 - kind.length) + text.inspect
    i += 1
  end
  puts "  (#{toks.length} tokens)"
end

show("1 + 2")
show("x1 = (foo - 42) * bar_baz")
show("if a >= 10 then \"big\" else \"small\" end")
show("a==b != c <= d>e")
show("  7%3  ")
show("price $ 5")
show("")
