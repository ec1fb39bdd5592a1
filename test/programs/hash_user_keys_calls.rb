# a key's own hash and eql? are called as CRuby calls them: hash once per operation, eql? on the key looked up with the stored key, only when the hashes agree
class Key
  attr_reader :id, :name

  def initialize(id, name)
    @id = id
    @name = name
  end

  def hash
    puts "hash #{name}"
    id.hash
  end

  def eql?(other)
    puts "#{name}.eql?(#{other.name})"
    id == other.id
  end
end

h = {}
h[Key.new(1, "s1")] = 1
h[Key.new(1, "s2")] = 2
h[Key.new(2, "t")] = 3
p h.size
p h[Key.new(1, "l")]
p h.key?(Key.new(2, "k"))
p h.delete(Key.new(1, "d"))
p h.size
p [Key.new(1, "u1"), Key.new(1, "u2"), Key.new(3, "u3")].uniq.map { |k| k.name }
p [Key.new(5, "one")].uniq.map { |k| k.name }
p ([Key.new(1, "m1"), Key.new(2, "m2")] - [Key.new(2, "m3")]).map { |k| k.name }
p ([Key.new(1, "a1"), Key.new(1, "a2")] & [Key.new(1, "a3")]).map { |k| k.name }
p ([Key.new(1, "o1")] | [Key.new(1, "o2"), Key.new(2, "o3")]).map { |k| k.name }

# eql? without hash: objects never meet (Object#hash differs), so eql? is never asked
class OnlyEql
  def eql?(other)
    puts "asked"
    true
  end
end
h = { OnlyEql.new => 1 }
p h[OnlyEql.new]

# hash without eql?: the same hash, but Object#eql? is identity
class OnlyHash
  def hash
    7
  end
end
a = OnlyHash.new
h = { a => 1 }
p h[OnlyHash.new], h[a]
