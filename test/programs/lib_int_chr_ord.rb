# Integer#chr for 0..127 (US-ASCII strings: p shows "\x00", not "\u0000", unless
# joined onto a UTF-8 string) and String#ord for ASCII and multibyte characters.
p 65.chr
p 127.chr
p 10.chr
p 0.chr
p([97, 48, 32, 126, 9, 13, 7, 27, 34, 92, 35].map { |c| c.chr })
p 97.chr + "b"
p 65.chr.length
p 0.chr.length
puts 72.chr + 105.chr + 33.chr
s = ""
i = 32
while i < 127
  s << i.chr
  i += 1
end
puts s
p s.length
ctl = []
j = 0
while j < 32
  ctl << j.chr
  j += 4
end
p ctl
p "A".ord
p "z".ord
p " ".ord
p "\n".ord
p "\0".ord
p "abc".ord
p "é".ord
p "ü".ord
p "€".ord
p "日本".ord
p "😀".ord
p "é".length
p "aé".ord
def shift(str, k)
  out = ""
  i = 0
  while i < str.length
    out << (str[i].ord + k).chr
    i += 1
  end
  out
end
puts shift("HAL", 1)
puts shift("IBM", -1)
def rot13(str)
  out = ""
  str.length.times do |i|
    c = str[i]
    o = c.ord
    if o >= 97 && o <= 122
      out << ((o - 97 + 13) % 26 + 97).chr
    elsif o >= 65 && o <= 90
      out << ((o - 65 + 13) % 26 + 65).chr
    else
      out << c
    end
  end
  out
end
puts rot13("Hello, World!")
puts rot13(rot13("Round Trip"))
p 0.chr + "a"
p "a" + 0.chr
p 127.chr + "x"
p "x" + 127.chr
z = ""
z << 0.chr
p z
codes = [82, 117, 98, 121].map do |c|
  c.chr
end
p codes
p codes.join.length
