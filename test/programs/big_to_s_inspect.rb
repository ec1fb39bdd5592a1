# Bignum: to_s, to_s(base) for bases 2, 8, 16, 36 and others, inspect, p of arrays holding bignums, interpolation, puts and print of bignums.
X = 2 ** 100 + 12345678901234567
N = -(3 ** 77)
E = 4611686018427387904

p X.to_s
p X.to_s(2)
p X.to_s(8)
p X.to_s(16)
p X.to_s(36)
p X.to_s(10)
p X.to_s(3)
p X.to_s(7)
p X.to_s(32)
p N.to_s
p N.to_s(2)
p N.to_s(8)
p N.to_s(16)
p N.to_s(36)
p E.to_s(2)
p E.to_s(16)
p (-E - 1).to_s(16)
p (E - 1).to_s(16)
p (2 ** 64 - 1).to_s(16)
p (2 ** 64).to_s(36)
p (36 ** 20).to_s(36)
p (36 ** 20 - 1).to_s(36)
p (-(36 ** 20)).to_s(36)

p X.to_i == X

# inspect and p
p X.inspect
p N.inspect
puts X.inspect
p [X, N, E, 1, -1]
p [[X], [N, [E]]]
p X, N
puts [X, N, E].inspect
puts [X, N].to_s
r = p(X)
p r == X
q = p X, 5
p q

# interpolation and string building
puts "X = #{X}"
puts "N = #{N}, E = #{E}"
puts "sum #{X + N} diff #{X - N}"
puts "hex #{X.to_s(16)} bin length #{X.to_s(2).length}"
s = "value: " + X.to_s
puts s
s << N.to_s
puts s
t = ""
t << E.to_s << "/" << (E - 1).to_s
puts t
puts [X, N].join(", ")
puts [X, "a", N, nil, E].join("-")

# puts and print
puts X
puts N
puts E
puts [X, [N, E]]
print X, "\n"
print N, " ", E, "\n"
print "#{E}\n"
puts X.to_s.length
puts N.to_s(2).length
puts X.to_s.reverse
puts N.to_s.include?("7")
puts X.to_s.start_with?("1267")
puts N.to_s.start_with?("-")
