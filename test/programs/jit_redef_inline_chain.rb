# JIT hazard: a three-level call chain inlined into a hot loop; the innermost method (with an optional parameter) is redefined from inside the loop with a new body and default.
def leaf(x, k = 1)
  x * k
end

def mid(x)
  leaf(x) + leaf(x, 2)
end

def top(x)
  mid(x) - mid(x % 7)
end

sum = 0
i = 0
while i < 8000
  if i == 4000
    def leaf(x, k = 10)
      x + k
    end
  end
  sum += top(i)
  if i % 800 == 0 || i == 3999 || i == 4000
    puts "i=#{i} top=#{top(i)} sum=#{sum}"
  end
  i += 1
end
p sum
def mid(x)
  leaf(x, x)
end
i = 0
sum = 0
while i < 3000
  sum += top(i)
  i += 1
end
p sum
