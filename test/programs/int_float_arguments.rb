# A Float where CRuby wants an Integer (an index, a count, a shift width, a
# radix) is truncated, as C's long takes it; one beyond a long's range is a
# RangeError that names the Float as CRuby formats it.
a = [10, 20, 30, 40]
p a[1.9], a[-1.5], a.at(2.7), a.first(2.5), a.last(1.5)
p "abc"[1.5], "ab" * 2.5, "abc".center(7.9)
p Array.new(2.5, 0)
p 1 << 2.5, 1 >> 1.5, 5[1.5], 5[-1.5], 5[2.0**70]
p 10.to_s(2.5), 255.to_s(16.9)
[1.0 / 0, -1.0 / 0, 0.0 / 0, 9.3e18, -9.3e18, 1.23456789012345e20, 2.0**63].each do |f|
  begin
    p a[f]
  rescue RangeError => e
    puts "#{e.class}: #{e.message}"
  end
end
p a[-(2.0**63)], a[9.2e18]

# Wide shifts: a count of 2**67 bits or more is refused before allocating.
[2**100, -(2**100), 1e30].each do |n|
  begin
    p 1 << n
  rescue RangeError => e
    puts "#{e.class}: #{e.message}"
  end
end
p 1 >> 2**100, -1 >> 2**100

# Conversions that refuse: an index names the class.
["x", nil, :a].each do |i|
  begin
    p a[i]
  rescue TypeError => e
    puts "#{e.class}: #{e.message}"
  end
  begin
    p 5[i]
  rescue TypeError => e
    puts "#{e.class}: #{e.message}"
  end
end
begin
  10.to_s(1e10)
rescue RangeError => e
  puts "#{e.class}: #{e.message}"
end
