# print: no newline added, several arguments concatenated, nil prints nothing, arrays inspected.
print "a"
print "b"
print "\n"
print "x", "y", "z", "\n"
print 1, 2, 3, "\n"
print nil
print "after nil\n"
print true, false, "\n"
print [1, "two", nil], "\n"
print [], "\n"
print "with newline\n"
r = print ""
p r
print "-", 5 - 10, "-\n"
print "a\tb\n"
i = 0
while i < 5
  print i
  print "," if i < 4
  i += 1
end
print "\n"
