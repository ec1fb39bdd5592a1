# while/until with compound conditions combining &&, ||, !, method calls and comparisons.
a = [4, 8, 15, 16, 23, 42]
i = 0
while i < a.length && a[i] < 16
  i += 1
end
p i
j = a.length - 1
while j >= 0 && !a[j].odd?
  j -= 1
end
p j
k = 0
until k >= a.length || a[k] == 23
  k += 1
end
p k
s = "aaab"
pos = 0
while pos < s.length and s[pos] == "a"
  pos += 1
end
p pos
n = 0
while (n < 3 || n == 5) && n < 10
  n += 1
end
p n
m = 0
while m.zero? || m.odd?
  m += 1
end
p m
