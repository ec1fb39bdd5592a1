# The same values shown with p (inspect) and puts (to_s), side by side.
def show(v)
  p v
  puts v
  puts "--"
end
show(1)
show(-1)
show("str")
show("")
show("a\tb")
show(nil)
show(true)
show(false)
show([1, "a"])
show([])
show([nil])
show([[1, [2]], "x"])
