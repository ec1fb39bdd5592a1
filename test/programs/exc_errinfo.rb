# $! inside rescue, nil outside; restored after nested rescue
p $!
begin
  raise "first"
rescue
  p $!.message
  p $!.class
  begin
    raise ArgumentError, "second"
  rescue
    p $!.message
  end
  p $!.message
end
p $!

def m
  raise TypeError, "tt"
rescue
  $!
end
e = m
p e.class
p e.message
p $!

begin
  raise IndexError, "x"
rescue => err
  p err.equal?($!)
end
p $!.nil?
