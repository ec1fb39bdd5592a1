# Integer while loop with multiply and modulo; every value stays below 2**62.
M = 1_000_000_007
x = 1
acc = 0
i = 0
while i < 20_000_000
  x = (x * 48_271 + i) % M
  acc = (acc + x * 3) % M
  i += 1
end
puts x
puts acc
