# Interpolation of every kind of part: Strings of each encoding, fixnums of
# every size and sign, Floats, Symbols, nil, true, Bignums, objects with
# their own to_s; and the result's characters, size and encoding.
class Temp
  def to_s
    "warm"
  end
end

x = 7
s = "a#{x}b#{-x}c#{1 + 1}"
p s, s.size, s.encoding
p "#{4611686018427387903} #{-4611686018427387904}"
p "#{2**70}|#{1.5}|#{:sym}|#{nil}|#{true}|#{false}"
e = "é"
u = "#{e}#{x}ü"
p u, u.size, u[1], u[2], u.bytesize, u.encoding
ascii = 5.to_s
p ascii.encoding, "#{ascii}".encoding, "#{ascii}#{ascii}"
p "#{Temp.new} #{[1, 'two']} #{{a: 1}}"
b = "\xFF".b
r = "#{b}"
p r.encoding, r.bytesize
parts = (1..20).map { |i| i }
p "#{parts[0]}#{parts[1]}#{parts[2]}#{parts[3]}#{parts[4]}#{parts[5]}#{parts[6]}#{parts[7]}#{parts[8]}#{parts[9]}#{parts[10]}#{parts[11]}#{parts[12]}#{parts[13]}#{parts[14]}#{parts[15]}#{parts[16]}#{parts[17]}"
t = "#{x}"
t << "!"
p t, t.frozen?
long = "x" * 40
p "#{long}#{long}".size
