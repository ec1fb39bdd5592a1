# Hash.new(default) and Hash.new { |hash, key| }: what [] gives for a missing
# key (fetch and key? ignore it); dup and clone keep it.
h = Hash.new(0)
"the quick the lazy the end".split.each { |w| h[w] += 1 }
p h, h["none"], h.default, h.size
g = Hash.new { |hash, k| hash[k] = k * 2 }
p g[3], g, g.size, g.fetch(3), g.key?(4), g[4], g
e = Hash.new
p e[:x], e.default, Hash.new(5).default, Hash.new { }.default
lists = Hash.new { |hh, k| hh[k] = [] }
[[:a, 1], [:b, 2], [:a, 3]].each { |k, v| lists[k] << v }
p lists
d = h.dup
d["new"] += 5
p d["new"], h.key?("new"), d["zzz"], h.clone["q"]
shared = Hash.new([])
shared[:a] << 1
p shared, shared[:b]
begin
  Hash.new(1) { }
rescue ArgumentError => err
  p err.message
end
begin
  Hash.new { |hh, k| raise KeyError, "no #{k}" }[:z]
rescue KeyError => err
  p err.message
end
