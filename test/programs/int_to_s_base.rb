# Integer#to_s with a base from 2 to 36, for positive, zero and negative numbers.
p 0.to_s(2)
p 5.to_s(2)
p 255.to_s(2)
p 255.to_s(8)
p 255.to_s(10)
p 255.to_s(16)
p 255.to_s(36)
p 35.to_s(36)
p 36.to_s(36)
p -255.to_s(16)
p -1.to_s(2)
p 1000.to_s(3)
p 4095.to_s(16)
p 123456789.to_s(36)
p 2 ** 40 - 1
p (2 ** 40 - 1).to_s(16)
p 100.to_s(7)
b = 2
while b <= 16
  puts "#{b}: #{200.to_s(b)}"
  b += 1
end
p 0x1F.to_s(2)
p 0b1010.to_s(16)
p 0o17.to_s
