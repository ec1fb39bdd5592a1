# JIT hazard: hot shifts, bitwise ops and `~` on fixnums, including shift counts past 62 and negative operands after warm-up.
acc = 0
i = 0
while i < 8000
  v = i < 4000 ? i : -i
  acc ^= (v << (i % 20)) & 0xFFFFFFFF
  acc += (v >> (i % 70)) | 1
  acc = acc & 0xFFFFFFFFFF
  if i % 1000 == 0 || i == 4001
    p [i, v >> 3, v << 2, ~v, v & 255, v | 256, v ^ -1]
  end
  i += 1
end
p acc
p 1 << 61, (1 << 61) >> 61, -1 >> 100, 12345 >> 100, -12345 >> 3, 5 << -1, 5 >> -2
bits = 0
x = 0x2AAAAAAAAAAAAAAA
while x != 0
  bits += x & 1
  x >>= 1
end
p bits
n = -4611686018427387904
k = 0
while n != -1
  n >>= 1
  k += 1
end
p k
p ~0x3FFFFFFFFFFFFFFF, (~0x3FFFFFFFFFFFFFFF).to_s(16)
