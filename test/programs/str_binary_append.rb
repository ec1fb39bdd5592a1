# Appending binary (ASCII-8BIT) Strings: a 7-bit or empty side takes the
# other side's encoding; two sides with bytes above 127 in different
# encodings raise Encoding::CompatibilityError.
def show(s)
  puts "#{s.inspect} #{s.encoding}"
end

masks = ""
8.times { |b| masks << (1 << b).chr }
show masks
s = "abc"
s << 200.chr
show s
s = 200.chr
s << "abc"
show s
s = 5.to_s
s << 200
show s
s = "x".b
s << 255
show s
s = "é"
s << 200
show s
show 200.chr + "x"
show "x" + 200.chr
show "" + 200.chr
show 200.chr * 3
show 1.to_s + 200.chr
show "a".b + "é"
begin
  "é" << 200.chr
rescue Encoding::CompatibilityError => e
  puts "#{e.class}: #{e.message}"
end
begin
  200.chr + "é"
rescue EncodingError => e
  puts "#{e.class}: #{e.message}"
end
begin
  "\xFF" + 200.chr
rescue => e
  puts "#{e.class}: #{e.message}"
end
begin
  s = "a".b
  s << 256
rescue RangeError => e
  puts "#{e.class}: #{e.message}"
end
