# format and String#%: named (%<a>s, %{a}), numbered (%1$s) and * arguments, the # flag, and the errors CRuby gives for mixing them.
p format("%<a>s-%<b>d", a: "x", b: 5)
p format("%{a}!", a: 1)
p format("%2$s %1$s", "a", "b")
p format("%#x %#X %#o %#b %#B %B", 255, 255, 8, 5, 5, 5)
p format("%#x %#o", 0, 0)
p format("%#.0f %#.0e", 3.0, 3.0)
p format("%<a>5.1f|%-6<b>s|", a: 3.14159, b: "hi")
p format("%5{a}|%-5{a}|", a: 1)
p format("%*d|%-*d|", 5, 1, 4, 2)
p format("%1$s %1$s %2$05d", "r", 7)
p "%<x>s and %<y>s" % { x: 1, y: 2 }
p format("%<a>s", Hash.new(9))
[["%<c>s", [{ a: 1 }]], ["%<a>s", [1]], ["%<a>s", [{ a: 1 }, 2]], ["%1$s %s", ["a"]], ["%s %1$s", ["a"]], ["%{a}", []], ["%<a>s %s", [{ a: 1 }]], ["%3$s", ["a"]], ["%0$s", ["a"]], ["%1$<a>s", [{a: 1}]], ["%<a>{b}", [{a: 1}]]].each do |f, args|
  begin
    p format(f, *args)
  rescue => e
    p [e.class, e.message]
  end
end
p format("%#x|%#o|%#b", -255, -8, -5)
p format("%#08x|%#-8x|%#+x|%# o|%#10.4x", 255, 255, 255, 8, 255)
p format("%#g|%#.3g|%#10.2f|%#e", 1.0, 2.0, 3.0, 4.0)
p format("%08.3f|%-+8d|% d", 3.14159, 5, 7)
s = 0
i = 0
while i < 3000
  s += format("%<n>05d|%{n}|%<n>#x", n: i).size
  s += format("%1$d:%1$#o:%2$*3$s", i, "ab", i % 7).size
  i += 1
end
p s
