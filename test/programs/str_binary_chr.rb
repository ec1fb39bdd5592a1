# Integer#chr: a US-ASCII String below 128, a one-byte ASCII-8BIT (binary)
# String from 128 to 255, RangeError outside; inspect writes binary bytes and
# control characters as \x escapes.
p 65.chr, 127.chr, 128.chr, 200.chr, 255.chr
p 65.chr.encoding, 200.chr.encoding
p 200.chr.size, 200.chr.bytesize, 200.chr.ord, 255.chr.bytes
p 200.chr == 200.chr, 200.chr == 201.chr
codes = []
i = 120
while i < 136
  codes << i.chr
  i += 4
end
p codes
[256, -1, 1000].each do |n|
  begin
    n.chr
  rescue RangeError => e
    puts "#{n}: #{e.message}"
  end
end
p "\x01\x7F\e\n\"#".b
p "\x01#{200.chr}"
p "tab\tend".b
