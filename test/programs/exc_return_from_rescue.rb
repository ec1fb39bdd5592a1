# return from rescue/else/ensure-less clauses in methods and blocks
def parse(s)
  v = Integer(s)
  return v * 2 if v > 10
  v
rescue ArgumentError
  return -1
end
p parse("5")
p parse("50")
p parse("bad")

def first_bad(list)
  list.each do |x|
    begin
      10 / x
    rescue ZeroDivisionError
      return "bad at #{x.inspect}"
    end
  end
  "all good"
end
p first_bad([1, 2, 3])
p first_bad([1, 0, 3])

def from_else(x)
  begin
    y = x + 1
  rescue
    return :rescued
  else
    return [:else, y]
  ensure
    puts "ensure x=#{x.inspect}"
  end
  :unreachable
end
p from_else(1)
p from_else(nil)

def nested_return
  begin
    begin
      raise "inner"
    rescue => e
      return "returning #{e.message}"
    ensure
      puts "inner ensure"
    end
  ensure
    puts "outer ensure"
  end
end
p nested_return
p $!
