# Exhaustive small table of / and % over mixed signs, checking a == (a / b) * b + a % b.
a = -6
ok = true
while a <= 6
  line = ""
  b = -4
  while b <= 4
    if b != 0
      q = a / b
      r = a % b
      ok = false if q * b + r != a
      ok = false if r != 0 && (r < 0) != (b < 0)
      line << "#{q}:#{r} "
    end
    b += 1
  end
  puts "#{a}: #{line}"
  a += 1
end
p ok
