# Ten million short-lived strings and arrays; only a checksum survives.
sum = 0
i = 0
while i < 10_000_000
  s = "x" + i.to_s
  a = [i, s]
  sum = (sum + a[1].length + a[0] % 7) % 1_000_000_007
  i += 1
end
puts sum
