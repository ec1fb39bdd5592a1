# Heredocs: <<ID, <<-ID and <<~ID, bare, double- and single-quoted; escapes
# and interpolation; the squiggly form's indentation (tabs, blank lines,
# escaped leading whitespace); several on one line; a method called on one;
# as arguments, in Arrays and Hashes; and the code after them on the right lines.
name = "World"
count = 3

greeting = <<~EOS
  Hello, #{name}!
    You have #{count} new #{count == 1 ? "message" : "messages"}.
  \tAn escaped tab keeps its place.
  Done.
EOS
print greeting

legacy = <<-EOS
    Kept as written,
      indentation and all.
    EOS
print legacy

plain = <<EOS
Plain: #{[1, 2, 3].map { |x| x * 2 }.join(", ")}
  "quotes" and 'apostrophes' and a \\ backslash
EOS
print plain

raw = <<~'RAW'
  No #{interpolation} here, and \n stays two characters.
  Backslash: \
RAW
print raw

quoted = <<~"QUOTED"
  Interpolated: #{name.upcase}
QUOTED
print quoted

def frame(top, bottom)
  top + "----\n" + bottom
end
print frame(<<~TOP, <<~BOTTOM)
  top part
TOP
  bottom part
BOTTOM

shout = <<~EOS.upcase.strip
  quiet words
EOS
p shout

spaced = <<~EOS

      deeper line

    shallower line
  EOS
p spaced

tabbed = <<~EOS
	one tab
	    tab then spaces
EOS
p tabbed

table = {
  usage: <<~USAGE,
    usage: prog [options]
  USAGE
  version: "1.0",
}
p table
list = [<<~A, <<~B]
  alpha
A
  beta
B
p list

empty = <<~EOS
EOS
p empty, empty.size

# Hot, so every tier runs the heredoc's interpolation.
lines = []
i = 0
while i < 2000
  lines << <<~ROW
    row #{i}: #{i * i}
  ROW
  i += 1
end
p lines.size, lines.last

# A line number after the heredocs is still this line's.
def where
  raise "boom"
end
begin
  where
rescue => e
  p e.message, e.backtrace.first
end
