# ||= and &&= on locals: assign only when falsy / truthy; also on undefined locals.
a ||= 5
p a
a ||= 6
p a
b = nil
b ||= "set"
p b
c = false
c ||= 0
p c
d = 0
d ||= 99
p d
e = 10
e &&= e + 1
p e
f = nil
f &&= f + 1
p f
g = false
g &&= "x"
p g
h &&= 3
p h
i = "str"
i &&= i.upcase
p i
r = (j ||= 7)
p r
p j
def fetch_default(v)
  v ||= "default"
  v
end
p fetch_default(nil)
p fetch_default("given")
p fetch_default(false)
count = nil
k = 0
while k < 3
  count ||= 0
  count += 1
  k += 1
end
p count
