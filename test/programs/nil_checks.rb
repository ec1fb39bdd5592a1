# nil? works on every object; nil is returned by many operations and can be tested.
p 1.nil?
p 0.nil?
p "".nil?
p [].nil?
p [nil].nil?
p [nil][0].nil?
p self.nil?
p true.nil?
a = [1, 2]
p a[5].nil?
p a.index(9).nil?
p "abc".index("z").nil?
p "abc"[9].nil?
p [].pop.nil?
p [].first.nil?
def maybe(n)
  n > 0 ? n : nil
end
p maybe(1).nil?
p maybe(0).nil?
v = maybe(0)
if v.nil?
  puts "got nil"
end
w = maybe(3)
puts "got #{w}" unless w.nil?
p nil.to_s.nil?
p (puts "x").nil?
