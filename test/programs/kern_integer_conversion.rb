# Kernel#Integer: strict conversion of Strings (whitespace around, a sign,
# radix prefixes, a leading 0 for octal, single underscores between digits),
# with an explicit base, and of Floats (truncated) and Integers.
p Integer("12"), Integer(" -0x1A "), Integer("0b101"), Integer("0o17"), Integer("017")
p Integer("1_000"), Integer("+7"), Integer("0_1"), Integer("\t42\n")
p Integer("12", 8), Integer("ff", 16), Integer("0x1f", 16), Integer("z", 36), Integer("-101", 2)
p Integer("12", nil)
p Integer(3.99), Integer(-3.99), Integer(1e20), Integer(7)
p Integer(2**70), Integer("99999999999999999999999"), Integer("-0b" + "1" * 70)
words = ["10", "0x10", "010", "0b10", "0o10", "1_0"]
p words.map { |w| Integer(w) }
total = 0
i = 0
while i < 1000
  total += Integer((i * 7).to_s) + Integer("0x" + i.to_s(16))
  i += 1
end
p total
