# the value of begin/rescue/else/ensure expressions
a = begin
  1
rescue
  2
end
p a
b = begin
  raise "x"
  1
rescue
  2
end
p b
c = begin
  3
rescue
  4
else
  5
end
p c
d = begin
  6
ensure
  7
end
p d
e = begin
  raise "y"
rescue
  8
ensure
  9
end
p e
f = begin
  raise "z"
rescue
end
p f
g = begin
rescue
  1
end
p g
def m(x)
  begin
    raise ArgumentError if x == 1
    :body
  rescue ArgumentError
    :rescue
  else
    :else
  ensure
    :ensure
  end
end
p m(0)
p m(1)
h = [begin; 1 / 0; rescue; :div; end, begin; 2; end]
p h
k = if true then (begin; raise "q"; rescue => err; err.message; end) else 0 end
p k
