# rand and srand as CRuby's MT19937 gives them: seeded sequences, Integer and Float bounds, seeds above 2**32
srand(42)
p rand(100), rand(100), rand, rand(2**33), rand(6)
p srand(7)
a = []
10.times { a << rand(1000) }
p a
p rand(1.5), rand(-6), rand(0).class, rand(nil).class
srand(2**40 + 5)
p rand(1000)
p srand(0)
p rand(10)
srand(123)
dice = Array.new(6, 0)
600.times { dice[rand(6)] += 1 }
p dice
x = rand
p x >= 0 && x < 1
p srand(99)
p srand.class
