# Array#at takes the fast path of `[]` in tier 1 and tier 2; any other
# receiver runs its own `at`, and a private top-level `at` stays reachable
# from self (and private from elsewhere).
def at(i)
  "top #{i}"
end
p at(3)
a = [1, 2, 3]
p a.at(0), a.at(-1), a.at(5), a.at(-9), a.at(1.9)
class Foo
  def at(i)
    i * 2
  end
  def go
    at(4)
  end
end
p Foo.new.at(3), Foo.new.go
begin
  a.at("x")
rescue TypeError => e
  p e.message.split("\n").first
end
begin
  nil.at(1)
rescue NoMethodError => e
  p e.message.split("\n").first
end
h = {1 => 2}
begin
  h.at(1)
rescue NoMethodError => e
  p e.message.split("\n").first
end
x = 0
i = 0
while i < 300
  x += [i, i + 1].at(i % 2)
  i += 1
end
p x
