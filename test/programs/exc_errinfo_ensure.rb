# $! visible in ensure while an exception propagates, nil on normal completion
def probe(fail)
  begin
    raise ArgumentError, "probe" if fail
    :ok
  ensure
    puts "in ensure: #{$!.inspect}"
  end
end
p probe(false)
begin
  probe(true)
rescue => e
  puts "outer: #{e.message}"
end
p $!
begin
  begin
    raise "one"
  rescue
    puts "rescue one: #{$!.message}"
  ensure
    puts "ensure after handled: #{$!.inspect}"
  end
end
p $!
def in_rescue_call
  raise "outer err"
rescue
  helper
end
def helper
  p $!.message
  begin
    raise "helper err"
  rescue
    p $!.message
  end
  p $!.message
end
in_rescue_call
p $!
