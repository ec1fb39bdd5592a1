# JIT hazard: a local that held a fixnum for 3,000 iterations becomes nil, then a fixnum again.
def probe(v)
  v.nil? ? "nil" : v.to_s
end

x = 0
total = 0
nils = 0
i = 0
while i < 9000
  if i >= 3000 && i < 6000 && i % 3 == 0
    x = nil
  else
    x = i % 97
  end
  if x.nil?
    nils += 1
  else
    total += x
  end
  y = x || -1
  total += y if y < 0
  if i % 1000 == 999 || i == 3000 || i == 3001
    puts "i=#{i} x=#{probe(x)} y=#{y} total=#{total} nils=#{nils}"
  end
  i += 1
end
p x
p total
p nils
z = 5
n = 0
while n < 4000
  z = n == 3500 ? nil : z + 1
  if z == nil
    puts "z went nil at #{n}"
    z = 0
  end
  n += 1
end
p z
p "#{nil}|#{z}"
