# Keyword parameters: defaults (evaluated only when absent, seeing earlier parameters),
# required keywords, **rest, with optional and splat positionals and a block; CRuby's
# argument errors; double splats in calls and Hash literals; a bare super passing keywords on.
def greet(name, greeting: "Hello", punct: "!")
  "#{greeting}, #{name}#{punct}"
end
p greet("Ann"), greet("Bob", greeting: "Hi"), greet("Cy", punct: "?", greeting: "Yo")
def box(w:, h: w * 2, **opts)
  [w, h, opts]
end
p box(w: 3), box(w: 1, h: 5), box(w: 2, color: :red, depth: 4)
def mix(a, b = 10, *rest, k: 1, &blk)
  r = [a, b, rest, k]
  r << blk.call(a) if blk
  r
end
p mix(1), mix(1, 2), mix(1, 2, 3, 4), mix(1, k: 9), mix(1, 2, 3, k: 4) { |x| x * 100 }
class Account
  attr_reader :owner, :balance
  def initialize(owner:, balance: 0)
    @owner = owner
    @balance = balance
  end
  def deposit(amount, note: nil) = (@balance += amount; note ? "#{note}: #{@balance}" : @balance)
  def self.open(owner, **opts) = new(owner: owner, **opts)
end
acct = Account.new(owner: "Zed", balance: 5)
p acct.owner, acct.balance, acct.deposit(10), acct.deposit(1, note: "tip")
opts = { h: 7 }
p box(w: 1, **opts)
def only_rest(**kw) = kw
p only_rest, only_rest(a: 1, b: 2)
def errs(x, k:); end
[-> { errs }, -> { errs(1) }, -> { errs(1, 2) }, -> { errs(1, k: 1, z: 2) }, -> { greet("a", nope: 1, bad: 2) }, -> { box }].each do |f|
  begin
    f.call
  rescue ArgumentError => e
    p e.message
  end
end
def pos_hash(h, k: 1) = [h, k]
p pos_hash({ a: 1 })
h2 = { a: 1 }
p({ **h2 }, { x: 0, **h2, y: 2 }, { **h2, **{ b: 2 } }, { a: 5, **h2 })
def show(**o) = o
p show(**h2), show(z: 1, **h2)
class Shape
  def initialize(name, sides: 0)
    @name = name
    @sides = sides
  end
  def to_s = "#{@name}/#{@sides}"
end
class Square < Shape
  def initialize(size, **opts)
    super("square", **opts)
    @size = size
  end
end
class Tri < Shape
  def initialize(name, sides: 3)
    super
  end
end
puts Square.new(2, sides: 4), Tri.new("t")
total = 0
i = 0
while i < 3000
  total += Square.new(i, sides: i % 5).to_s.size
  i += 1
end
p total
