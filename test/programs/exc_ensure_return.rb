# ensure runs on explicit return from method, from rescue, and ensure's own return
def f1
  return "from body"
ensure
  puts "f1 ensure"
end
p f1

def f2
  begin
    raise "x"
  rescue
    return "from rescue"
  ensure
    puts "f2 ensure"
  end
  "not here"
end
p f2

def f3
  [1, 2, 3].each do |i|
    begin
      return i * 10 if i == 2
    ensure
      puts "f3 ensure #{i}"
    end
  end
  :never
end
p f3

def f4
  begin
    return 1
  ensure
    puts "f4 ensure value ignored"
    2
  end
end
p f4

def f5
  i = 0
  while i < 5
    begin
      i += 1
      return i if i == 3
    ensure
      puts "f5 ensure #{i}"
    end
  end
end
p f5

def f6
  begin
    begin
      return :inner
    ensure
      puts "f6 inner ensure"
    end
  ensure
    puts "f6 outer ensure"
  end
end
p f6
