# Integer literal forms: decimal, underscores, hex, binary, octal (0o and leading 0), zero.
p 0
p 7
p 123
p 1_000_000
p 12_34_56
p 0x1F
p 0xff
p 0xFF_FF
p 0xdead_beef
p 0b1010
p 0b1111_0000
p 0b0
p 0o17
p 0o777
p 017
p 0755
p 00
p 0x0
p(-0x10)
p(-0b11)
p(-017)
p 1_0 + 0x1_0 + 0b1_0 + 0o1_0
puts 0x1F + 0b1010 + 0o17 + 017 + 1_000
x = 0x7fff_ffff
p x
p x + 1
p 4611686018427387903
p(-4611686018427387904)
p 0b101 * 0x10
p 010 == 8
p 0o10 == 010
p 1_000 == 1000
