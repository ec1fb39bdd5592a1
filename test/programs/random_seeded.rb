# Random.new(seed): rand with Integer, Float and Range bounds and without one, seed, and Random.rand/srand on Kernel#rand's generator, all CRuby's numbers
r = Random.new(42)
p r.rand(100), r.rand(100), r.rand(1_000_000)
p r.rand
p r.rand(2.5)
p r.rand(1..6), r.rand(1...6), r.rand(-10..-5)
p r.rand(1.0..2.0), r.rand(1.0...2.0), r.rand(1..2.5)
p r.seed
p r.rand(10**20), r.rand(2**64)
p Random.new(2**40).rand(1000), Random.new(2**32 + 5).rand(100), Random.new(-5).rand(10), Random.new(2**70).rand(10**30)
p Random.new(3.9).seed, Random.new(3.9).rand(50) == Random.new(3).rand(50)
a = Random.new(7)
b = Random.new(7)
p Array.new(8) { a.rand(10) } == Array.new(8) { b.rand(10) }
p Array.new(10) { a.rand(1..3) }
srand(11)
k = [rand(100), rand(100)]
p Random.srand(11)
p [Random.rand(100), Random.rand(100)] == k
p Random.seed
p Random.rand.class, Random.rand(1.5).class, Random.rand(3..4).class
p Random.new(5).class, Random.new.seed.class, Random.name
p Random.new(1).rand(0.0).class
sum = 0
g = Random.new(2024)
1000.times { sum += g.rand(6) + 1 }
p sum
