# raising inside ensure replaces the in-flight exception; raise in rescue runs ensure
def replace
  begin
    raise ArgumentError, "original"
  ensure
    puts "ensure raising"
    raise TypeError, "from ensure"
  end
end
begin
  replace
rescue => e
  puts "caught #{e.class}: #{e.message}"
end

def rescue_raises
  begin
    raise "first"
  rescue => e
    puts "rescue got #{e.message}"
    raise IndexError, "second"
  ensure
    puts "ensure after rescue raise"
  end
end
begin
  rescue_raises
rescue IndexError => e
  puts "caught #{e.message}"
end

def normal_then_ensure_raise
  x = 1
ensure
  raise "ensure only" if x == 1
end
begin
  normal_then_ensure_raise
rescue => e
  puts "caught #{e.message}"
end

def else_raises
  begin
    :ok
  rescue
    puts "WRONG: else exceptions are not rescued here"
  else
    raise KeyError, "from else"
  ensure
    puts "ensure after else"
  end
end
begin
  else_raises
rescue KeyError => e
  puts "caught #{e.class} #{e.message}"
end

begin
  puts "last"
ensure
  raise ArgumentError, "uncaught from ensure"
end
