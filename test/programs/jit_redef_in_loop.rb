# JIT hazard: a method called in a hot loop is redefined from inside that loop at iterations 3,000 and 6,000.
def step(x)
  x + 2
end

def phase_name
  "one"
end

acc = 0
i = 0
while i < 9000
  if i == 3000
    def step(x)
      (x * 3 + 7) % 1000
    end
  end
  if i == 6000
    def step(x)
      x - 5
    end
    def phase_name
      "three"
    end
  end
  acc = step(acc)
  if i % 1000 == 0 || i == 2999 || i == 3001 || i == 5999 || i == 6001
    puts "i=#{i} acc=#{acc} #{phase_name}"
  end
  i += 1
end
p acc
def phase_name
  "after"
end
p phase_name
p step(100)
