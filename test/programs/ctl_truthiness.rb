# Only nil and false are falsy: 0, "", [] and everything else are truthy.
def truthy(v)
  if v then "truthy" else "falsy" end
end
p truthy(nil)
p truthy(false)
p truthy(true)
p truthy(0)
p truthy(1)
p truthy(-1)
p truthy("")
p truthy("false")
p truthy([])
p truthy([nil])
p truthy(self)
p !!0
p !!""
p !![]
p !!nil
p 0 ? "zero truthy" : "zero falsy"
x = nil
puts "x is nil" unless x
x = false
puts "x is false" unless x
x = 0
puts "x is 0 and truthy" if x
n = 3
while n
  n = n > 0 ? n - 1 : nil
end
p n
