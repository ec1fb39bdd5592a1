# basic begin/rescue: string raise, class raise, class+message, rescue => e
begin
  puts "before"
  raise "boom"
  puts "not reached"
rescue => e
  puts "rescued: #{e.message} (#{e.class})"
end

begin
  raise ArgumentError
rescue ArgumentError => e
  puts "AE: #{e.message}"
end

begin
  raise ArgumentError, "bad arg"
rescue ArgumentError => e
  puts "AE2: #{e.message}"
end

begin
  raise RuntimeError.new("obj")
rescue RuntimeError => e
  puts "RE: #{e.message} #{e.class}"
end

x = begin
  10
rescue
  20
end
p x

begin
  raise
rescue RuntimeError => e
  p e.message
end
puts "done"
