# forms of raise: object, class, class+msg, saved object re-raised, invalid argument
saved = nil
begin
  raise ArgumentError.new("made")
rescue => e
  saved = e
  p [e.class, e.message]
end
begin
  raise saved
rescue => e
  p e.equal?(saved)
  p e.message
end
begin
  raise saved.class, "new msg"
rescue => e
  p e.equal?(saved)
  p [e.class, e.message]
end
begin
  raise 42
rescue TypeError => e
  p e.message
end
begin
  raise nil
rescue TypeError => e
  p e.message
end
def thrower(kind)
  raise kind, "via param"
end
[ArgumentError, IndexError, RuntimeError].each do |k|
  begin
    thrower(k)
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
end
begin
  raise "with #{1 + 1} interp"
rescue RuntimeError => e
  puts e.message
end
begin
  raise StandardError
rescue => e
  p e.message
end
raise IndexError.new("last one")
