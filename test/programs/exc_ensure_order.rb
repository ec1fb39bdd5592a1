# ordering of body, rescue, else, ensure clauses
def t(mode)
  puts "start #{mode}"
  begin
    puts " body"
    raise "err#{mode}" if mode == 1
    puts " body end"
  rescue => e
    puts " rescue #{e.message}"
  else
    puts " else"
  ensure
    puts " ensure"
  end
  puts "after #{mode}"
end
t(0)
t(1)

begin
  begin
    puts "a"
    raise ArgumentError, "x"
  ensure
    puts "inner ensure"
  end
rescue => e
  puts "outer rescue #{e.message}"
ensure
  puts "outer ensure"
end

begin
  begin
    puts "b"
  ensure
    puts "ensure 1"
  end
ensure
  puts "ensure 2"
end
