# Byte access and encodings: bytes, bytesize, getbyte, setbyte, b,
# force_encoding, encoding and its name.
s = "héllo"
p s.bytes, s.bytesize, s.size
p s.getbyte(0), s.getbyte(1), s.getbyte(-1), s.getbyte(10), s.getbyte(-10)
b = s.b
p b, b.encoding, s.encoding, b.equal?(s)
p b.encoding.to_s, b.encoding.name, s.encoding.name, 1.to_s.encoding.to_s
p s.encoding == "x".encoding, s.encoding == b.encoding
t = "abc"
p t.setbyte(0, 0x41), t
t.setbyte(-1, 0x1C3)
p t, t.size
u = "abc".b
u.setbyte(1, 200)
p u, u.size
begin
  "abc".setbyte(3, 1)
rescue IndexError => e
  puts e.message
end
begin
  "abc".freeze.setbyte(0, 1)
rescue FrozenError => e
  puts e.message
end
v = "é".b
p v.force_encoding("UTF-8"), v.encoding, v.size
p v.force_encoding("BINARY"), v.encoding, v.size
p v.force_encoding("ascii-8bit").size
w = "x"
w.force_encoding(200.chr.encoding)
p w.encoding
p "é".b.bytes == "é".bytes
